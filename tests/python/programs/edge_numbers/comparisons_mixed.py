# Comparing ints, floats and bools; nan in containers.
nan = float("nan")
print(1 < 1.5 < 2, True == 1, False < True, 3 > 2.999999999999999999, 0.1 + 0.2 > 0.3)
print(nan == nan, nan in [nan], [nan] == [nan], nan is nan, sorted([3, 1.5, True, 0]))
print(max(1, 1.0), max(1.0, 1), min(0, False), min(False, 0), 10 ** 16 == 1e16, 10 ** 16 + 1 == 1e16 + 1)
