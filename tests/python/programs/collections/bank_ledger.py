# A ledger of transactions with balances and overdraft detection.
txns = [("deposit", 500), ("withdraw", 120), ("withdraw", 50.5), ("deposit", 20.25), ("withdraw", 400), ("withdraw", 10)]
balance = 0.0
for i, (kind, amount) in enumerate(txns, 1):
    if kind == "withdraw" and amount > balance:
        print(f"#{i} declined: {amount:.2f} > {balance:.2f}")
        continue
    balance += amount if kind == "deposit" else -amount
    print(f"#{i} {kind:<8} {amount:>8.2f} -> {balance:>8.2f}")
print(f"final {balance:.2f}", balance)
