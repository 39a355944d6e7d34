# A sales dashboard: parse CSV, aggregate by month and product, print tables.
from collections import defaultdict
from datetime import date

CSV = """date,product,units,unit_price
2024-01-05,Widget,10,2.50
2024-01-17,Gadget,2,19.99
2024-02-01,Widget,7,2.50
2024-02-14,Gizmo,1,149.00
2024-02-28,Gadget,5,18.99
2024-03-03,Widget,20,2.25
2024-03-30,Gizmo,2,139.00"""

rows = []
for line in CSV.splitlines()[1:]:
    d, p, u, price = line.split(",")
    rows.append((date.fromisoformat(d), p, int(u), float(price)))

by_month = defaultdict(float)
by_product = defaultdict(lambda: [0, 0.0])
for d, p, u, price in rows:
    by_month[d.strftime("%Y-%m")] += u * price
    by_product[p][0] += u
    by_product[p][1] += u * price

print("Revenue by month")
for m, rev in sorted(by_month.items()):
    bar = "#" * int(rev // 20)
    print(f"  {m}  {rev:>8.2f}  {bar}")
print("\nBy product")
print(f"  {'product':<8}{'units':>6}{'revenue':>10}{'share':>8}")
total = sum(v[1] for v in by_product.values())
for p, (u, rev) in sorted(by_product.items(), key=lambda kv: -kv[1][1]):
    print(f"  {p:<8}{u:>6}{rev:>10.2f}{rev / total:>8.1%}")
print(f"\nTotal revenue: {total:,.2f}")
