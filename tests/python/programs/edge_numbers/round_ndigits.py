# round() with ndigits on floats and ints, and format rounding.
for v in [0.5, 1.5, 2.5, 0.15, 0.25, 0.35, 2.675, -1.25, 1e-8, 123.456]:
    print(v, round(v, 1), round(v, 2), f"{v:.1f}", f"{v:.2f}")
print(round(123456, -3), round(-123456, -3), round(5, -1), round(15, -1), round(25, -1))
