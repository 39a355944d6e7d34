# Positional-only parameters with /.
def clamp(x, /, lo=0, hi=10):
    return max(lo, min(hi, x))


print(clamp(15), clamp(-3), clamp(5, hi=4), clamp(5, 6, 8))
try:
    clamp(x=3)
except TypeError as e:
    print("TypeError:", e)
