class Account {
  balance: number;
  owner: string;
  constructor(owner: string) {
    this.owner = owner;
  }
}
console.log(new Account("a"));
