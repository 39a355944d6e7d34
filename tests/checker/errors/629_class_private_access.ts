class Vault {
  private secret = "x";
  reveal() { return this.secret.length; }
}
const v = new Vault();
console.log(v.secret);
