# Power with ints, floats, negatives and modulus.
print(2 ** 10, 2 ** -2, (-2) ** 3, (-2) ** -3, 0 ** 0, 0.0 ** 0, 4 ** 0.5, 8 ** (1 / 3))
print(pow(2, 10, 1000), pow(-3, 3, 7), pow(3, -1, 11), pow(10, 100) % 7, 10 ** -1)
print((-8) ** (1 / 3) if False else "complex skipped", 1 ** 1e9, 2 ** 62, 2 ** 64 - 1)
try:
    pow(2, -1, 4)
except ValueError as e:
    print("ValueError:", e)
