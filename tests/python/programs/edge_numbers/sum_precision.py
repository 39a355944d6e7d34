# Float summation order and exact sums.
import math

xs = [0.1] * 10 + [1e16, 1.0, -1e16]
print(sum(xs), math.fsum(xs), sum(sorted(xs)))
print(sum([1e100, 1, -1e100, 1]), math.fsum([1e100, 1, -1e100, 1]))
print(sum(i / 10 for i in range(10)), sum(range(10)) / 10)
