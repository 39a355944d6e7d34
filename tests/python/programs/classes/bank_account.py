# A bank account class with custom exceptions and a history.
class InsufficientFunds(Exception):
    def __init__(self, needed, available):
        super().__init__(f"need {needed:.2f}, have {available:.2f}")
        self.needed = needed


class Account:
    def __init__(self, owner, balance=0.0):
        self.owner = owner
        self.balance = balance
        self.history = []

    def deposit(self, amount):
        if amount <= 0:
            raise ValueError("deposit must be positive")
        self.balance += amount
        self.history.append(("dep", amount))

    def withdraw(self, amount):
        if amount > self.balance:
            raise InsufficientFunds(amount, self.balance)
        self.balance -= amount
        self.history.append(("wd", amount))


acct = Account("Ann", 100)
for op, amt in [("deposit", 50), ("withdraw", 30.25), ("withdraw", 500), ("deposit", -1)]:
    try:
        getattr(acct, op)(amt)
    except (InsufficientFunds, ValueError) as e:
        print(f"{op} {amt}: {type(e).__name__}: {e}")
print(acct.balance, acct.history)
