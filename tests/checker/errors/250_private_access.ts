class Account {
  private balance = 0;
  deposit(n: number): void {
    this.balance += n;
  }
}
const acc = new Account();
acc.deposit(5);
console.log(acc.balance);
