# total_ordering fills in comparisons; wraps copies metadata.
from functools import total_ordering, wraps


@total_ordering
class Card:
    order = "23456789TJQKA"

    def __init__(self, r):
        self.r = r

    def __eq__(self, o):
        return self.r == o.r

    def __lt__(self, o):
        return self.order.index(self.r) < self.order.index(o.r)

    def __repr__(self):
        return self.r


hand = [Card(c) for c in "K3TA9"]
print(sorted(hand), max(hand), Card("J") >= Card("T"), Card("2") > Card("3"))


def trace(fn):
    @wraps(fn)
    def w(*a):
        return fn(*a)

    return w


@trace
def documented():
    """Docs survive."""


print(documented.__name__, documented.__doc__, documented.__wrapped__.__name__)
