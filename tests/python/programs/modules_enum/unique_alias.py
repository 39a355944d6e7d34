# Aliases, @unique and __members__.
from enum import Enum, unique


class Shape(Enum):
    SQUARE = 2
    DIAMOND = 1
    CIRCLE = 3
    ALIAS_FOR_SQUARE = 2


print(list(Shape), Shape.ALIAS_FOR_SQUARE, list(Shape.__members__))
try:
    @unique
    class Bad(Enum):
        A = 1
        B = 1
except ValueError as e:
    print("ValueError:", e)
