# range with steps, negative steps, len, membership and slicing.
print(list(range(5)), list(range(2, 11, 3)), list(range(10, 0, -3)))
r = range(0, 100, 7)
print(len(r), r[3], r[-1], 49 in r, 50 in r)
print(r[2:5], list(r[2:5]))
print(list(range(5, 5)), list(range(0, -5, -1)))
print(range(3) == range(0, 3), sum(range(101)))
