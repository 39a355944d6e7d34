# math constants and common functions.
import math

print(math.pi, math.e, math.tau, math.inf, -math.inf, math.nan)
print(math.sqrt(2), math.sqrt(16), math.isqrt(17), math.cbrt(27) if hasattr(math, "cbrt") else 3.0)
print(math.floor(-2.5), math.ceil(-2.5), math.trunc(-2.7), math.floor(3), type(math.floor(2.5)).__name__)
print(math.fabs(-3), math.copysign(2, -0.0), math.fmod(-7, 3), -7 % 3, math.remainder(7, 4))
print(math.pow(2, 10), math.exp(1), math.log(math.e), math.log(8, 2), math.log10(1000), math.log2(1024), math.log1p(1e-10))
