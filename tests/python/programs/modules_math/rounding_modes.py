# floor, ceil, round and int on halves and negatives.
import math

for v in [2.5, 3.5, -2.5, -0.4, 1.9999, 1e20 + 0.5]:
    print(v, math.floor(v), math.ceil(v), round(v), int(v), math.trunc(v))
