# typing.overload stubs followed by the implementation.
from typing import overload


@overload
def double(x: int) -> int: ...
@overload
def double(x: str) -> str: ...
def double(x):
    return x * 2


print(double(4), double("ab"))
