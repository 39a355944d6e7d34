# repr of floats picks the shortest string that round-trips.
import math

vals = [0.1 + 0.7, 1.1 * 3, 2.675, 1e23, 9007199254740993.0, 0.000001, 0.0000001, 123e-20, 1.7976931348623157e308,
        2.2250738585072014e-308, math.pi * 1e10, 1 / 7, 100.0 / 3, 4.35 * 100, 1234567890123456.7]
for v in vals:
    print(v)
print([0.1, 0.25, 1e-4, 1e-5, 1e15, 1e16, 123456789012345678.0])
