# Tuples as dict keys: a sparse grid.
grid = {}
for x, y, v in [(0, 0, "a"), (2, 1, "b"), (0, 0, "c"), (1, 2, "d")]:
    grid[(x, y)] = v
print(grid)
print(grid.get((2, 1)), (5, 5) in grid)
for (x, y), v in sorted(grid.items()):
    print(x, y, v)
