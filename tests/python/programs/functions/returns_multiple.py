# Returning tuples and early returns.
def stats(xs):
    if not xs:
        return None, None, None
    return min(xs), max(xs), sum(xs) / len(xs)


print(stats([4, 8, 15, 16, 23, 42]))
lo, hi, mean = stats([])
print(lo, hi, mean)


def classify(n):
    if n < 0:
        return "negative"
    if n == 0:
        return "zero"
    return "small" if n < 10 else "large"


print([classify(n) for n in (-5, 0, 3, 30)])
