# int/float mixing, true division of big ints, exact comparisons.
print(10 ** 20 / 3, 10 ** 20 // 3, 2 ** 53 + 1 == float(2 ** 53 + 1), 2 ** 53 == float(2 ** 53))
print(1 == 1.0, 10 ** 400 > 1e308, 10 ** 400 > float("inf"), -10 ** 400 < float("-inf"))
print(0.1 * 3 == 0.3, 3 * 0.1, int(0.1 * 3 * 10), float(10 ** 22), float(2 ** 63))
print(7 / 7, type(7 / 7).__name__, 2 ** 0.5 * 2 ** 0.5, 1e300 * 1e10)
print((10 ** 50) / (10 ** 48), 10 ** 50 // 10 ** 48, 123456789 * 1.0)
