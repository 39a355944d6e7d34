# Towers of Hanoi moves.
moves = []


def hanoi(n, a="A", b="B", c="C"):
    if n == 0:
        return
    hanoi(n - 1, a, c, b)
    moves.append(f"{a}->{c}")
    hanoi(n - 1, b, a, c)


hanoi(4)
print(len(moves))
print(" ".join(moves))
