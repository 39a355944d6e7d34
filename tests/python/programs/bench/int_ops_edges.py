# The interpreter's exact-integer fast paths (// % & | ^ << >>) at their edges: signs, zero
# divisors, shifts past 53 and 63 bits, results crossing 2**53 into big integers, floats and bools.
vals = [0, 1, -1, 7, -7, 3, -3, 2**52, -2**52, 2**53 - 1, -(2**53 - 1), 2**53, -2**53, 2**60, -2**60, 123456789, -987654321]
rows = []
for a in vals:
    for b in vals:
        row = []
        for f in (lambda a, b: a % b, lambda a, b: a // b):
            try:
                row.append(f(a, b))
            except ZeroDivisionError as e:
                row.append(type(e).__name__)
        row += [a & b, a | b, a ^ b]
        rows.append(row)
print(len(rows))
for row in rows[::7]:
    print(row)
shifts = []
for a in vals:
    for s in (0, 1, 3, 52, 53, 54, 63, 64, 100):
        shifts.append((a << s, a >> s))
print(shifts[::5])
for s in (-1, -64):
    try:
        print(1 << s)
    except ValueError as e:
        print("ValueError:", e)
    try:
        print(1 >> s)
    except ValueError as e:
        print("ValueError:", e)
print(7.5 % 2, -7.5 // 2, 5 % 2.5, -5 % 2.5, True % 2, 10 & True, True | 4, "%d-%s" % (3, "x"))
x = 17
x %= 5
x //= 2
x <<= 60
print(x)
x >>= 59
print(x, type(x).__name__)
print(-(2**53) // 1, (2**53 - 1) * 2 // 2, (2**53 + 1) % 10, -1 >> 1000, 5 >> 1000)
