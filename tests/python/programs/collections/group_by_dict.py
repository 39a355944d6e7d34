# Grouping records by a key with setdefault.
sales = [
    {"rep": "ann", "region": "west", "amount": 250},
    {"rep": "bo", "region": "east", "amount": 100},
    {"rep": "ann", "region": "west", "amount": 75},
    {"rep": "cy", "region": "east", "amount": 300},
    {"rep": "bo", "region": "west", "amount": 50},
]
by_region = {}
for s in sales:
    by_region.setdefault(s["region"], []).append(s)
for region, rows in by_region.items():
    total = sum(r["amount"] for r in rows)
    reps = sorted({r["rep"] for r in rows})
    print(region, total, reps)
