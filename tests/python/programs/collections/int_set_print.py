# Printing sets of small ints shows CPython's hash-table order.
print({5, 3, 1, 4, 2})
print({10, 1, 100, 7, 32, 64})
print({-1, -2, 0, 1})
s = set(range(20, 0, -3))
print(s)
print({8, 16, 24, 32, 40})
