# tee and batching with islice.
from itertools import tee, islice

a, b = tee(iter(range(5)))
print(list(a), list(b))


def batched(it, n):
    it = iter(it)
    while batch := tuple(islice(it, n)):
        yield batch


print(list(batched("abcdefg", 3)))
