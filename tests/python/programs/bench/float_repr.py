# repr and str of floats: the shortest digits that read back the same, as CPython prints them,
# over many magnitudes (and subnormals, whose shortest form can be a single digit).
out = []
for i in range(1, 400):
    out.append(repr(i * 0.1))
    out.append(repr(1 / i))
    out.append(repr(i * 1e-7))
    out.append(repr(i / 7 * 1e20))
    out.append(repr(2.0 ** (i % 200 - 100) / 3))
    out.append(str(-i * 1.1e15))
    out.append(repr(i * 123456.789e-300))
    out.append(repr(0.1 + i * 0.2))
print(" ".join(out))
print(5e-324, 1e-323, 2.2250738585072014e-308, 1.7976931348623157e308, 0.3, 2.5, 1e16, 1e15, 123456789012345678.0)
print(0.1 + 0.2, -0.0, 1e-5, 0.0001, 9.999999999999999e22, 1e23, [0.5, 1.25], {"x": 3.0})
