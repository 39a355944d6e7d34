# Negative zero in arithmetic and formatting.
z = -0.0
print(z, repr(z), str(z), z == 0, f"{z}", f"{z:.2f}", f"{z:+.1f}", round(-0.4), round(-0.4, 1))
print(0.0 * -1, -0.0 + 0.0, abs(-0.0), -(0.0), 1 / float("-inf"), "%.1f" % -0.04)
