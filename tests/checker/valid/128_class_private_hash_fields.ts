class BankAccount {
  #balance = 0;
  deposit(amount: number): void {
    if (amount <= 0) throw new Error("invalid amount");
    this.#balance += amount;
  }
  get balance(): number {
    return this.#balance;
  }
}
const acct = new BankAccount();
acct.deposit(50);
console.log(acct.balance);
