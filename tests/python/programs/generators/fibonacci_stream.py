# An infinite generator consumed with islice and a loop.
import itertools


def fib():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b


print(list(itertools.islice(fib(), 15)))
for i, f in enumerate(fib()):
    if f > 10 ** 20:
        print(i, f)
        break
