# Scaling a recipe with unit conversion and nice fractions.
from fractions import Fraction

recipe = [("flour", Fraction(9, 4), "cup"), ("sugar", Fraction(2, 3), "cup"), ("butter", Fraction(8), "tbsp"),
          ("eggs", Fraction(2), ""), ("vanilla", Fraction(3, 2), "tsp")]


def nice(q):
    whole, rest = divmod(q, 1)
    parts = []
    if whole:
        parts.append(str(whole))
    if rest:
        parts.append(f"{rest.numerator}/{rest.denominator}")
    return " ".join(parts) or "0"


for factor in [Fraction(1, 2), Fraction(3)]:
    print(f"x{factor}:")
    for name, q, unit in recipe:
        s = q * factor
        if unit == "tbsp" and s >= 16:
            s, unit = s / 16, "cup"
        print(f"  {nice(s):>6} {unit:<5}{name}")
