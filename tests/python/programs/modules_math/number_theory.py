# Primality, perfect numbers and digit sums.
import math


def is_prime(n):
    if n < 2:
        return False
    return all(n % d for d in range(2, math.isqrt(n) + 1))


print([n for n in range(50) if is_prime(n)])
print([n for n in range(2, 1000) if sum(d for d in range(1, n) if n % d == 0) == n])
print(sum(int(c) for c in str(2 ** 1000)), sum(int(c) for c in str(math.factorial(100))))
