# Objects with __call__.
class Multiplier:
    def __init__(self, k):
        self.k = k

    def __call__(self, x):
        return x * self.k


triple = Multiplier(3)
print(triple(7), list(map(triple, [1, 2, 3])), callable(triple), callable(3))
