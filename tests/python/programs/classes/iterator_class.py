# A class implementing the iterator protocol.
class Countdown:
    def __init__(self, start):
        self.n = start

    def __iter__(self):
        return self

    def __next__(self):
        if self.n <= 0:
            raise StopIteration
        self.n -= 1
        return self.n + 1


print(list(Countdown(5)))
c = Countdown(3)
print(next(c), next(c), next(c), next(c, "done"))
for x in Countdown(2):
    print("tick", x)
