# Deleting and re-inserting keys keeps insertion order; dict equality ignores order.
d = {}
for k in ["zeta", "alpha", "mid", "beta"]:
    d[k] = len(k)
print(list(d))
del d["alpha"]
d["alpha"] = 0
print(list(d))
print({1: "a", 2: "b"} == {2: "b", 1: "a"}, list({3: 0, 1: 0, 2: 0}))
d2 = {i: i * i for i in range(6)}
for k in list(d2):
    if k % 2:
        del d2[k]
print(d2)
