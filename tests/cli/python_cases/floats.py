# float repr as CPython writes it
vals = [1.0, 0.1, 0.1 + 0.2, 1e16, 1e15, 123456789.0, 1e-5, 0.0001, 2.5e-10, 3.14159, -0.0, 100.0, 1 / 3, 2 / 3, 10 / 4, 1e300 * 1e10]
for v in vals:
    print(v, repr(v), str(v))
print(float("1.5"), float(3), float("inf"), float("-inf"), 7 / 2, 7.0 // 2, 7.5 % 2, -7.5 % 2)
print(sum([0.1] * 10), max(1.5, 2), 3 * 1.5, 2 ** 0.5, 1.0 == 1)
print(f"{1/3:.3f} {1234567.891:,.2f} {0.25:%} {12:05d} {3.0:g} {1e20:g} {42:>6} {'x':^5}|")
