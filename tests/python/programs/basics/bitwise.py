# Bitwise operators and bit counting.
x = 0b1011_0110
print(x & 0xF, x | 1, x ^ 0xFF, ~x, x << 3, x >> 2)
print(bin(x), x.bit_length(), bin(x).count("1"), (255).bit_count())
print(-5 & 0xFF, -5 >> 1, ~0, (-1) << 100 >> 98)
flags = 0
for bit in (0, 3, 5):
    flags |= 1 << bit
print(flags, [b for b in range(8) if flags & (1 << b)])
