# A Matrix class with __matmul__ and __str__.
class Matrix:
    def __init__(self, rows):
        self.rows = [list(r) for r in rows]

    def __matmul__(self, o):
        return Matrix([[sum(a * b for a, b in zip(r, c)) for c in zip(*o.rows)] for r in self.rows])

    def __str__(self):
        w = max(len(str(v)) for r in self.rows for v in r)
        return "\n".join(" ".join(f"{v:>{w}}" for v in r) for r in self.rows)


m = Matrix([[1, 2], [3, 4]])
print(m @ m)
print(m @ Matrix([[0, 1], [1, 0]]) @ m)
