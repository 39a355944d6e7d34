# Hashing of equal numbers and using them as dict keys.
print(hash(1) == hash(1.0) == hash(True), hash(0) == hash(-0.0))
d = {1: "int"}
d[1.0] = "float"
d[True] = "bool"
print(d)
print(hash(-1), hash(-2), hash(2 ** 61 - 1), hash(2 ** 61), hash(10 ** 20))
print(hash(1.5), hash(0.1), hash((1, 2)) == hash((1, 2)))
