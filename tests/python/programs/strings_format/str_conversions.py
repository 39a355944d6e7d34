# str() and repr() of many built-in values.
vals = [1, -0.0, 1.0, 1e100, "s", None, True, [1, "a"], (1,), {"k": [1.5]}, set(), {1, 2}, frozenset(), range(3), b"x"]
for v in vals:
    print(str(v), "|", repr(v))
