# An 8x8 board drawn with comprehensions.
board = ["".join("#" if (r + c) % 2 else "." for c in range(8)) for r in range(8)]
print("\n".join(board))
knight = [(r, c) for r in range(8) for c in range(8) if {abs(r - 3), abs(c - 3)} == {1, 2}]
print(knight)
