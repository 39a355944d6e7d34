# Arithmetic and formatting with bools.
print(True + 1, True / 2, -True, ~True, True << 3, True & False, True | False, True ^ True)
print(sum([True, True, False]), f"{True}", f"{True:d}", f"{True:>5}", str(False), int(True), float(False))
print(True == 1.0, hash(True), {True: "a", 1: "b"}, [1, True, 1.0].count(1))
