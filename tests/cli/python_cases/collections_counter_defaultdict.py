from collections import Counter, defaultdict, OrderedDict
import collections
c = Counter("abracadabra")
print(c)
print(c.most_common(2), c["a"], c["z"], "z" in c, len(c))
c.update("aaz")
c["q"] += 5
print(c, c.total(), sorted(c.elements())[:6])
c.subtract({"a": 10})
print(c.most_common())
print(Counter(), Counter({"x": 2, "y": 3}), Counter(a=1, b=2))
words = "the cat and the hat and the bat".split()
for w, n in Counter(words).most_common(3):
    print(w, n)
d = defaultdict(list)
for k, v in [("a", 1), ("b", 2), ("a", 3)]:
    d[k].append(v)
print(d, d["a"], dict(d))
g = defaultdict(int)
for ch in "hello":
    g[ch] += 1
print(g, sorted(g.items()))
print(defaultdict(set), isinstance(d, dict), isinstance(c, dict))
o = OrderedDict()
o["z"] = 1
o["a"] = 2
print(o, list(o.keys()), OrderedDict([("x", 1)]), collections.OrderedDict(a=1))
try:
    n = defaultdict(None)
    n["k"]
except KeyError as e:
    print("KeyError", e)
