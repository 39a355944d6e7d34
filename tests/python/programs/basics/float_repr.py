# Shortest repr of floats.
vals = [0.1, 0.2, 0.1 + 0.2, 1 / 3, 2 / 3, 1e16, 1e15, 123456789.0, 1e-5, 0.0001, 1.5e300, -0.0, 5e-324]
for v in vals:
    print(repr(v), str(v))
print(1e22, 1e21, 1e20 * 10, 12345678901234567890.0)
print(float("nan"), float("inf"), -float("inf"))
print(0.1 * 3, 100.0, 3.0 * 1.1)
