# Enum members, names, values, iteration and lookup.
from enum import Enum


class Color(Enum):
    RED = 1
    GREEN = 2
    BLUE = 3


print(Color.RED, repr(Color.RED), Color.RED.name, Color.RED.value, Color(2), Color["BLUE"])
print(list(Color), len(Color), Color.RED in Color, Color.RED is Color(1), Color.RED == 1)
try:
    Color(7)
except ValueError as e:
    print("ValueError:", e)
try:
    Color["PINK"]
except KeyError as e:
    print("KeyError:", e)
