# A dataclass's generated __init__, __repr__ and __eq__.
from dataclasses import dataclass, field


@dataclass
class Item:
    name: str
    price: float
    qty: int = 1
    tags: list = field(default_factory=list)

    @property
    def total(self):
        return self.price * self.qty


a = Item("pen", 1.5, 4)
b = Item("pad", 3.0, tags=["paper"])
print(a, b)
print(a.total, b.total, a == Item("pen", 1.5, 4), a == b)
b.tags.append("a4")
print(b.tags, Item("x", 1).tags)
