# Tuples: packing, indexing, count/index, comparison.
point = (3, 4)
x, y = point
print(point, x, y, len(point), point[0], point[-1])
single = (1,)
print(single, type(single).__name__, (), tuple("abc"))
t = (1, 2, 3, 2, 1)
print(t.count(2), t.index(3), t + (4,), t * 2)
print((1, 2) < (1, 3), (1, 2, 3) > (1, 2), (2,) > (1, 99))
print(sorted([(2, "b"), (1, "z"), (2, "a")]))
