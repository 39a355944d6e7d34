# sort is stable; multiple passes sort by several keys.
records = [("eng", "bob", 3), ("ops", "amy", 5), ("eng", "amy", 2), ("ops", "cat", 5), ("eng", "cat", 3)]
r = sorted(records, key=lambda t: t[1])
r = sorted(r, key=lambda t: t[2], reverse=True)
for t in r:
    print(t)
print(sorted([3, 1, 2], key=lambda x: 0))
print(sorted([1.5, -2, 0, True, 2.0]))
