# A bank statement with running balance, categories and monthly interest.
from collections import defaultdict

txns = [
    ("2024-01-02", "Salary", 3200.00, "income"),
    ("2024-01-03", "Rent", -1200.00, "housing"),
    ("2024-01-05", "Groceries", -86.45, "food"),
    ("2024-01-09", "Coffee", -4.50, "food"),
    ("2024-01-15", "Electric", -71.20, "utilities"),
    ("2024-01-20", "Refund", 25.00, "income"),
    ("2024-01-28", "Groceries", -102.13, "food"),
]
balance = 500.0
print(f"{'date':<11}{'description':<12}{'amount':>10}{'balance':>11}")
for d, desc, amt, cat in txns:
    balance += amt
    print(f"{d:<11}{desc:<12}{amt:>+10.2f}{balance:>11.2f}")
interest = round(balance * 0.015 / 12, 2)
print(f"{'':<11}{'Interest':<12}{interest:>+10.2f}{balance + interest:>11.2f}")
spend = defaultdict(float)
for _, _, amt, cat in txns:
    if amt < 0:
        spend[cat] -= amt
print()
for cat, total in sorted(spend.items(), key=lambda kv: kv[1], reverse=True):
    print(f"{cat:<10}{total:>9.2f} {total / sum(spend.values()):6.1%}")
