# Euclid's algorithm by hand next to the builtin math.gcd.
import math


def gcd(a, b):
    while b:
        a, b = b, a % b
    return a


for a, b in [(12, 18), (17, 5), (0, 9), (270, 192), (2 ** 40, 6 ** 20)]:
    print(a, b, gcd(a, b), math.gcd(a, b), math.lcm(a, b))
