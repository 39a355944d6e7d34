# factorial, comb, perm, gcd, lcm, isqrt, prod.
import math

print(math.factorial(20), math.factorial(0), math.comb(10, 3), math.perm(5, 2), math.perm(5))
print(math.gcd(48, 180, 12), math.lcm(4, 6, 10), math.isqrt(10 ** 20 + 1), math.prod([1, 2, 3, 4]), math.prod([]))
print(math.comb(60, 30), len(str(math.factorial(100))))
