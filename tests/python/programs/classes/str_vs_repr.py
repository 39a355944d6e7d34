# __str__ and __repr__ in print, f-strings and containers.
class Money:
    def __init__(self, amount, cur="EUR"):
        self.amount, self.cur = amount, cur

    def __str__(self):
        return f"{self.amount:.2f} {self.cur}"

    def __repr__(self):
        return f"Money({self.amount!r}, {self.cur!r})"


m = Money(12.5)
print(m)
print(str(m), repr(m), f"{m}", f"{m!r}", [m], {"price": m})


class NoRepr:
    pass


print(type(NoRepr()).__name__, str(NoRepr).startswith("<class"), NoRepr.__name__)
