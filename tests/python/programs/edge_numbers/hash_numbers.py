# hash() of ints and floats follows CPython's numeric hash.
for v in [0, 1, -1, 2 ** 61 - 1, 2 ** 61, 2 ** 64, -(2 ** 64), 10 ** 30, 0.5, 1.5, -2.5, 1e100, 3.0]:
    print(v, hash(v))
