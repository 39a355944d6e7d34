# Dicts and sets that keep deleting and adding keys (the gaps of deleted entries are closed as the
# table fills): order, lookups and sizes stay CPython's; str and int keys side by side.
d = {}
for i in range(3000):
    d["k" + str(i % 37)] = i
    if i % 3 == 0:
        d.pop("k" + str((i * 7) % 37), None)
    if i % 11 == 0:
        d[i] = i * 2
    if i % 13 == 0 and i in d:
        del d[i]
print(list(d.items())[:40], len(d))
s = set()
for i in range(5000):
    s.add(i % 101)
    s.discard((i * 3) % 101)
print(sorted(s), len(s))
small = {}
for i in range(100):
    small[i % 5] = i
    del small[i % 5]
    small[(i + 1) % 5] = i
print(small)
mixed = {1: "a", 1.0: "b", True: "c", "1": "d"}
print(mixed, mixed[1], mixed["1"])
keys = {}
for i in range(200):
    keys["key" + str(i)] = i
for i in range(0, 200, 2):
    del keys["key" + str(i)]
for i in range(200, 260):
    keys["key" + str(i)] = i
print(len(keys), list(keys)[:5], list(keys)[-3:], keys.get("key1"), keys.get("key0"))
print(str(-12345), str(0), str(-0), str(2**53 - 1), str(-(2**53) + 1), str(2**53), f"{-7}{10**15}")
