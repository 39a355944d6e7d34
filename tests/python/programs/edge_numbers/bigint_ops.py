# Big integer arithmetic and conversions.
a = 123456789012345678901234567890
b = 987654321098765432109876543210
print(a + b, a - b, a * b, b // a, b % a, divmod(-b, a))
print(a ** 3, -a ** 2, (-a) ** 3, abs(-a), a.bit_length(), (a * b).bit_length())
print(int(str(a) * 3) % 97, str(2 ** 200)[-10:], hex(a), oct(a)[:10], bin(b)[:20])
print(a == a + 0, a < b, max(a, b, key=lambda x: -x), sorted([b, -a, a, 0]))
print(a.to_bytes(16, "big").hex(), int.from_bytes(b"\xff\x00", "little"), (-1).to_bytes(2, "big", signed=True))
