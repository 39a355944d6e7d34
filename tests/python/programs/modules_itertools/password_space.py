# Counting candidate codes with product and a filter.
from itertools import product

digits = "0123"
codes = ["".join(p) for p in product(digits, repeat=3)]
no_repeat = [c for c in codes if len(set(c)) == 3]
print(len(codes), len(no_repeat), no_repeat[:6])
