# Dict views are live; set methods; frozenset; sets of small ints print in CPython's order.
d = {"a": 1, "b": 2}
keys, items = d.keys(), d.items()
d["c"] = 3
print(keys, items, len(keys), "c" in keys, ("a", 1) in items, d.values())
print(sorted(keys - {"a"}), sorted(keys | {"z"}), keys & {"b", "q"})
s = {5, 3, 9, 1}
print(s, s.union([0]), s.intersection({1, 9, 7}), s.difference([1]), s.symmetric_difference({9, 10}))
print(s.issubset(range(10)), s.issuperset({1}), s.isdisjoint({2}), {1, 3} < s, s >= {9})
t = set(s)
t.update([20, 21])
t.difference_update({20})
t.discard(99)
t.remove(21)
print(t, t.pop(), t)
f = frozenset("cab")
print(sorted(f), {f: "key"}[frozenset("abc")], f | {"z"} == frozenset("abcz"))
try:
    d2 = {1: 1, 2: 2}
    for k in d2:
        d2[k + 10] = 0
except RuntimeError as e:
    print("RuntimeError:", e)
print(d.popitem(), dict.fromkeys([3, 1], 0), {"x": 1} | {"y": 2})
print({10, 2, 33, 4}, {x * 7 for x in range(6)}, [1, 2] * 2)
