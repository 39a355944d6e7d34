class Account {
  balance = 0;
  deposit(amount: number): void {
    balance += amount;
  }
}
