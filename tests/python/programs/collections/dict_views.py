# keys/items views support set operations and reflect changes.
d = {"a": 1, "b": 2, "c": 3}
k = d.keys()
d["d"] = 4
print(k, len(k), "d" in k)
print(sorted(k & {"a", "z"}), sorted(k - {"a"}), sorted(k | {"q"}))
print(d.items() & {("a", 1), ("b", 9)})
print(list(d.values())[::-1], d.values())
