# Plain Enum members are not ordered.
from enum import Enum


class Size(Enum):
    S = 1
    M = 2


print(Size.S == Size.S, Size.S != Size.M, Size.S.value < Size.M.value)
try:
    Size.S < Size.M
except TypeError as e:
    print("TypeError:", e)
