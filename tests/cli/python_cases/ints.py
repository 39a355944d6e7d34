# ints: floor division and modulo follow the divisor's sign, ** and comparisons
for a in [7, -7, 0, 13]:
    for b in [3, -3, 5]:
        print(a, b, a // b, a % b, divmod(a, b), a * b, a - b)
print(2 ** 10, 2 ** -2, 10 ** 15, -2 ** 2, (-2) ** 3)
print(abs(-5), max(3, 9, 2), min([4, 1, 8]), sum(range(101)))
print(int("42"), int("-17"), int(3.99), int(-3.99), int("ff", 16), hex(255), bin(10), oct(8))
print(1 < 2 < 3, 3 > 2 > 2, 1 == 1.0, True + True, 7 & 3, 7 | 8, 6 ^ 3, 1 << 10, 1000 >> 3, ~5)
print(round(2.5), round(3.5), round(-0.5), round(3.14159, 2), round(7))
