# Composing transformations with reduce.
from functools import reduce

steps = [str.strip, str.lower, lambda s: s.replace(" ", "-"), lambda s: s[:20]]
slug = lambda s: reduce(lambda acc, f: f(acc), steps, s)
for t in ["  Hello World  ", "Python Sandbox Runs Untrusted Code", "X"]:
    print(repr(slug(t)))
nested = {"a": {"b": {"c": 42}}}
print(reduce(lambda d, k: d[k], ["a", "b", "c"], nested))
