# Building formatted report rows with comprehensions.
orders = [("o1", "acme", 120.5), ("o2", "globex", 99.99), ("o3", "acme", 15.0), ("o4", "initech", 300.25)]
totals = {c: sum(a for _, cc, a in orders if cc == c) for c in sorted({c for _, c, _ in orders})}
print(totals)
rows = [f"{c:<8}{t:>10.2f}" for c, t in totals.items()]
print("\n".join(rows))
print(max(totals, key=totals.get))
