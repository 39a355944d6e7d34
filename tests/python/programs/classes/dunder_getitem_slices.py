# __getitem__ receiving slices and negative indices.
class Seq:
    def __init__(self, n):
        self.n = n

    def __len__(self):
        return self.n

    def __getitem__(self, i):
        if isinstance(i, slice):
            return [self[j] for j in range(*i.indices(self.n))]
        if i < 0:
            i += self.n
        if not 0 <= i < self.n:
            raise IndexError("Seq index out of range")
        return i * i


s = Seq(6)
print(s[2], s[-1], s[1:4], s[::2], s[::-2], list(s))
try:
    s[10]
except IndexError as e:
    print("IndexError:", e)
print(slice(1, 5, 2), slice(None, 3).indices(10))
