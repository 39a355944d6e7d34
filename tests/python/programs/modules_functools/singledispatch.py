# singledispatch on argument type.
from functools import singledispatch


@singledispatch
def describe(x):
    return f"object {x!r}"


@describe.register
def _(x: int):
    return f"int {x}"


@describe.register(list)
def _(x):
    return f"list of {len(x)}"


print(describe(3), describe([1, 2]), describe("s"), describe(True))
