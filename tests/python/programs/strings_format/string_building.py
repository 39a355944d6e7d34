# Building a report line by line with a list and join.
data = {"north": [120, 340, 90], "south": [400, 20], "east": [], "west": [55, 55, 55, 55]}
lines = []
for region, sales in data.items():
    if sales:
        avg = sum(sales) / len(sales)
        lines.append(f"{region.title():6} n={len(sales)} total={sum(sales):5d} avg={avg:8.2f}")
    else:
        lines.append(f"{region.title():6} (no sales)")
print("\n".join(lines))
