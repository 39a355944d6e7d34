# TypedDict and typing.NamedTuple.
from typing import NamedTuple, TypedDict


class Movie(TypedDict):
    title: str
    year: int


class Point(NamedTuple):
    x: float
    y: float = 0.0

    def norm(self):
        return (self.x ** 2 + self.y ** 2) ** 0.5


m: Movie = {"title": "Heat", "year": 1995}
print(m, type(m).__name__)
p = Point(3, 4)
print(p, p.norm(), Point(1), p._asdict())
