# Neighbour cells in a grid with product.
from itertools import product

grid = ["#..#", ".##.", "#..."]
h, w = len(grid), len(grid[0])
counts = []
for r in range(h):
    row = []
    for c in range(w):
        n = sum(1 for dr, dc in product((-1, 0, 1), repeat=2) if (dr, dc) != (0, 0)
                and 0 <= r + dr < h and 0 <= c + dc < w and grid[r + dr][c + dc] == "#")
        row.append(str(n))
    counts.append("".join(row))
print("\n".join(counts))
