# Arbitrary precision integers.
f = 1
for i in range(1, 31):
    f *= i
print(f)
print(2 ** 100, -(2 ** 64) + 1)
print(2 ** 100 // 3 ** 20, 2 ** 100 % 1000007)
print(len(str(7 ** 300)), str(7 ** 300)[:20])
print((10 ** 30 + 7) * (10 ** 30 - 7))
print(pow(3, 200, 10 ** 9 + 7), pow(2, -1, 7))
print((1 << 70) >> 3, (2 ** 70) & 0xFFFF, (2 ** 70) | 1, -(2 ** 70) >> 65)
