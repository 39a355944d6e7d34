# math functions on big ints.
import math

big = 3 ** 200
print(math.log10(big), math.log2(2 ** 1000), math.isqrt(big) ** 2 <= big, math.gcd(big, 6 ** 50))
print(math.sqrt(10 ** 40), float(2 ** 1023), math.floor(10 ** 30 / 7))
try:
    float(2 ** 1024)
except OverflowError as e:
    print("OverflowError:", e)
try:
    2.0 ** 5000
except OverflowError as e:
    print("OverflowError:", e)
