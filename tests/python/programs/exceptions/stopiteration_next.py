# next() with and without a default.
it = iter([1, 2])
print(next(it), next(it), next(it, "end"))
try:
    next(it)
except StopIteration as e:
    print("StopIteration", repr(e))
g = (x for x in [])
print(next(g, None))
