# dict methods and insertion order.
d = {"b": 2, "a": 1}
d["c"] = 3
d["b"] = 20
print(d, list(d), list(d.keys()), list(d.values()), list(d.items()))
print(d.get("z"), d.get("z", 0), d.setdefault("z", 26), d.setdefault("a", 99))
print(d.pop("z"), d.pop("nope", "default"), d)
d.update({"e": 5}, f=6)
d.update([("g", 7)])
print(d)
print(d.popitem(), d)
del d["a"]
d["a"] = 1
print(d, len(d), "a" in d, 1 in d)
print(dict.fromkeys("xyz", 0), dict(zip("ab", [1, 2])), dict(a=1, b=2))
print({**d, "b": 0}, d | {"h": 8})
