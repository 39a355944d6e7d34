# Formatting ints in several bases with widths.
for n in [0, 1, 7, 8, 255, 256, -1, -255, 2 ** 40]:
    print(f"{n:>14} {n:#010b} {n:>8o} {n:#x} {n:_X}")
