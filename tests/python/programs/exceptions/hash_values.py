# hash() of numbers (CPython's values), equal keys hashing alike, and the TypeError of unhashable values.
for v in [0, 1, -1, -2, 2**40, True, False, 1.0, 1.5, -2.5, 0.1, 1e300, float("inf"), float("-inf")]:
    print(repr(v), hash(v))
print(hash(1) == hash(1.0) == hash(True), hash("abc") == hash("abc"), hash((1, "a")) == hash((1, "a")))
for bad in [[], {}, {1}, ([1],)]:
    try:
        hash(bad)
    except TypeError as e:
        print("TypeError:", e)
