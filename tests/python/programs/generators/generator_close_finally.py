# close() runs finally blocks; return in a generator stops it.
def gen():
    try:
        yield 1
        yield 2
    finally:
        print("cleanup")


g = gen()
print(next(g))
g.close()
print("closed")


def stops():
    yield "a"
    return
    yield "never"


print(list(stops()))
