# yield from delegation and its return value.
def inner():
    yield 1
    yield 2
    return "inner done"


def outer():
    result = yield from inner()
    yield f"got {result}"
    yield from range(3, 5)


print(list(outer()))
