# Chained comparisons, identity and truthiness.
x = 5
print(1 < x < 10, 1 < x > 10, x == 5 == 5.0)
print(None is None, [] is [], [] == [])
print(bool(0), bool(""), bool([]), bool({}), bool(0.0), bool("0"), bool([0]))
print(3 if x > 2 else 4, "yes" if not x else "no")
print(x and "truthy", 0 or "fallback", "" or 0 or None)
print(max(3, 7, 1), min("pear", "apple", "fig"), max([], default="empty"))
