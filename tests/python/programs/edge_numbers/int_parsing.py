# int() and float() parsing edge cases.
for s in ["  42  ", "+7", "-0", "0x1f", "1_000", "١٢٣", "1e3", "", "12_", "0_1"]:
    try:
        print(repr(s), int(s))
    except ValueError as e:
        print(repr(s), "ValueError:", e)
for s in ["1e3", " .5", "5.", "inf", "-Infinity", "nan", "1_0.5", "0x10", "1e", "1.2.3"]:
    try:
        print(repr(s), float(s))
    except ValueError as e:
        print(repr(s), "ValueError:", e)
print(int("zz", 36), int("0o17", 0), int("0b11", 0), int("10", 0))
