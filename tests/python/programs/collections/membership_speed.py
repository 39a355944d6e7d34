# Membership in list, set and dict keys.
items = list(range(0, 1000, 7))
lookup = set(items)
table = {x: str(x) for x in items}
hits = [q for q in range(0, 100, 5) if q in lookup]
print(hits)
print(sum(1 for q in range(1000) if q in table), 693 in items, 694 in items)
