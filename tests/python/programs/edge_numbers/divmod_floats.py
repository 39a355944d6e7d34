# divmod and % on floats keep the divisor's sign.
for a, b in [(7.5, 2), (-7.5, 2), (7.5, -2), (0.3, 0.1), (1e20, 3.0), (5, 0.3)]:
    print(a, b, divmod(a, b), a % b, a // b)
