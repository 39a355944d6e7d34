# Arithmetic with inf and nan.
import math

inf, nan = math.inf, math.nan
print(inf + 1, inf - inf, inf * 0, -inf < 0 < inf, nan < 1, nan > 1, max(1, nan), max(nan, 1))
print(1 / inf, inf // 1 if False else "skip", math.copysign(1, -0.0), 0.0 == -0.0, str(-0.0))
print(sorted([3, inf, -inf, 0]), int(1e18), round(1e15 + 0.5))
try:
    int(inf)
except OverflowError as e:
    print("OverflowError:", e)
try:
    int(nan)
except ValueError as e:
    print("ValueError:", e)
