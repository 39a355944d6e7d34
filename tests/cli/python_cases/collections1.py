l = [3, 1, 2]
l.append(5)
l.extend([9, 0])
l.insert(0, 7)
print(l, len(l), l.index(5), l.count(1))
l.sort()
print(l, sorted(l, reverse=True), l.pop(), l.pop(0), l)
l.remove(3)
l.reverse()
print(l, l[1:], l[::-1], [1, 2] + [3], [0] * 3, 2 in l)
l[0] = 100
del l[1]
print(l, list(range(5)), list(range(2, 10, 3)), list(range(5, 0, -1)))
t = (1, "a", 2.5)
print(t, t[1], len(t), (1,), (), t + (3,), t.index("a"))
d = {"b": 2, "a": 1}
d["c"] = 3
print(d, list(d.keys()), list(d.values()), list(d.items()), d.get("x", 0), len(d))
del d["b"]
print(d, "a" in d, d.pop("a"), d, d.setdefault("z", 26), d)
d.update({"q": 1}, w=2)
print(d, dict(a=1, b=2), dict([("x", 1)]), {k: v * 2 for k, v in d.items()})
s = {3, 1, 2}
s.add(2)
s.add(4)
print(len(s), 3 in s, 5 in s, sorted(s), sorted({1, 2} | {2, 3}), sorted({1, 2} & {2, 3}), set())
print([x * x for x in range(6) if x % 2], [(a, b) for a in range(2) for b in range(2)], {x % 3 for x in range(9)} == {0, 1, 2})
print(list(enumerate("ab")), list(zip([1, 2, 3], "xy")), list(reversed([1, 2, 3])), any([0, 0, 1]), all([1, 0]))
print(sorted(["banana", "Apple", "cherry"], key=len), sorted([(2, "b"), (1, "z"), (2, "a")]), min("hello"), max([3, 7, 1], key=lambda x: -x))
a, b = 1, 2
a, b = b, a
first, *rest = [1, 2, 3, 4]
print(a, b, first, rest)
