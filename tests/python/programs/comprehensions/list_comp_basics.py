# List comprehensions with filters and nested loops.
print([x * x for x in range(10) if x % 2 == 0])
print([(x, y) for x in range(3) for y in range(3) if x != y])
print([c.upper() for c in "hello" if c not in "aeiou"])
print([[x * y for y in range(1, 4)] for x in range(1, 4)])
print([x if x > 0 else 0 for x in [-2, 5, -1, 3]])
