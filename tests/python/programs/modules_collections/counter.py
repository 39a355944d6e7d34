# Counter counts, most_common and arithmetic.
from collections import Counter

words = "the cat and the hat and the bat sat".split()
c = Counter(words)
print(c)
print(c.most_common(2), c["the"], c["dog"], len(c), c.total())
c.update(["cat", "cat"])
c.subtract({"the": 1})
print(c.most_common(3))
a, b = Counter("aabbbc"), Counter("abcd")
print(a + b, a - b, a & b, a | b)
print(sorted(Counter("mississippi").elements()), dict(Counter("xyx")))
