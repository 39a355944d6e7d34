class Token {
  constructor(private secret: string) {}
}
const t = new Token("abc");
console.log(t.secret);
