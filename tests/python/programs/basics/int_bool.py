# bool is an int subclass; int() and float() conversions.
print(True + True, True * 10, False - 1, isinstance(True, int))
print(int("42"), int("-17"), int("  8  "), int("ff", 16), int("0b101", 0), int("777", 8))
print(int(3.99), int(-3.99), float("1e3"), float("-inf"), float("  2.5 "))
print(int("1_000_000"), 1_000_000 + 1, 0x1F, 0o17, 0b1010)
print(str(10), repr("10"), bin(10), oct(10), hex(255), hex(-255))
