# Conway's Game of Life on a small torus, printed for a few generations.
def step(cells, w, h):
    new = set()
    for y in range(h):
        for x in range(w):
            n = sum(((x + dx) % w, (y + dy) % h) in cells for dx in (-1, 0, 1) for dy in (-1, 0, 1) if dx or dy)
            if n == 3 or (n == 2 and (x, y) in cells):
                new.add((x, y))
    return new


w, h = 8, 6
cells = {(1, 0), (2, 1), (0, 2), (1, 2), (2, 2)}
for gen in range(4):
    print(f"gen {gen}:")
    for y in range(h):
        print("".join("#" if (x, y) in cells else "." for x in range(w)))
    cells = step(cells, w, h)
print(sorted(cells))
