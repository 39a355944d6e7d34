# defaultdict with list, int and set factories.
from collections import defaultdict

pairs = [("fruit", "apple"), ("veg", "kale"), ("fruit", "pear"), ("veg", "leek"), ("nut", "pecan")]
groups = defaultdict(list)
for k, v in pairs:
    groups[k].append(v)
print(groups)
print(dict(groups), groups["missing"], len(groups))
counts = defaultdict(int)
for ch in "hello world":
    counts[ch] += 1
print(sorted(counts.items()))
tree = lambda: defaultdict(tree)
t = tree()
t["a"]["b"]["c"] = 1
print(t["a"]["b"]["c"], "x" in t)
