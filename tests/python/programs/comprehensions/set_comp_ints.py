# Set comprehensions of small ints print in CPython's order.
print({x % 7 for x in range(20)})
print({x * x for x in range(-4, 5)})
print({n for n in [40, 30, 20, 10]})
