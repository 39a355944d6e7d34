# pow with a modulus, hash of numbers, round with negative ndigits, int parsing with bases, bit methods.
print(pow(2, 10), pow(2, -1), pow(3, 200, 1000007), pow(7, -1, 40), pow(-3, 3, 5), pow(2, 0, 1))
for bad in [(2, 3, 0), (2, 3.0, 5), (6, -1, 9)]:
    try:
        pow(*bad)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
print(hash(0), hash(-1), hash(2 ** 61), hash(1.5), hash(-0.0), hash(True), hash((1, 2)) == hash((1, 2)))
print(round(123456, -2), round(-250, -2), round(350, -2), round(1234.5678, -1), round(2.5), round(0.125, 2))
print(int("0x1f", 0), int("0b101", 0), int("0o17", 0), int("z", 36), int("1_000"), int("ff", 16))
for bad in ["010", "0x", "1__0"]:
    try:
        int(bad, 0)
    except ValueError as e:
        print("ValueError:", e)
print((255).bit_length(), (-256).bit_length(), (2 ** 100).bit_length(), (7).bit_count(), (1.5).as_integer_ratio())
print((0.1).hex(), float.fromhex("0x1.8p3"), (3.0).is_integer(), hex(-255), bin(2 ** 70), oct(-8))
print(float(10 ** 20), float("1_000.5"), True & False, True | False, True ^ True, 10 ** 30)
