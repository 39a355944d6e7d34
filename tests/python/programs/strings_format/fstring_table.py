# A report table with f-string alignment and number formats.
rows = [("Widget", 4, 3.5), ("Gadget", 12, 19.99), ("Doohickey", 1, 120.0), ("Thingamajig", 250, 0.45)]
print(f"{'Item':<12}|{'Qty':>5}|{'Price':>9}|{'Total':>10}")
print("-" * 39)
grand = 0
for name, qty, price in rows:
    total = qty * price
    grand += total
    print(f"{name:<12}|{qty:>5}|{price:>9.2f}|{total:>10,.2f}")
print("-" * 39)
print(f"{'TOTAL':<12}|{'':>5}|{'':>9}|{grand:>10,.2f}")
