# Matching enum members.
from enum import Enum


class Shape(Enum):
    CIRCLE = 1
    SQUARE = 2
    TRIANGLE = 3


def sides(s):
    match s:
        case Shape.CIRCLE:
            return 0
        case Shape.SQUARE:
            return 4
        case Shape.TRIANGLE:
            return 3


print([(s.name, sides(s)) for s in Shape])
