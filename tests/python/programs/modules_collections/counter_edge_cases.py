# Counter with zero and negative counts; comparisons.
from collections import Counter

c = Counter(a=3, b=0, c=-2)
print(c, +c, -c, list(c.elements()))
print(Counter("abc") == Counter("cba"), Counter(a=1) < Counter(a=2) if hasattr(Counter, "__lt__") else "")
c["z"] += 5
del c["a"]
print(c, c.most_common())
