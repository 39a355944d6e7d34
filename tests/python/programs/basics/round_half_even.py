# round() uses banker's rounding and exact decimal values.
print(round(0.5), round(1.5), round(2.5), round(-0.5), round(-1.5))
print(round(2.675, 2), round(1.005, 2), round(0.125, 2), round(0.375, 2))
print(round(1234.5678, -2), round(1250, -2), round(1350, -2), round(15, -1))
print(round(3.14159, 3), round(7), type(round(7.6)), round(7.6, 0))
