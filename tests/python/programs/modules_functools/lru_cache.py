# lru_cache memoisation and cache_info.
from functools import lru_cache, cache


@lru_cache(maxsize=None)
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)


print(fib(80), fib.cache_info())


@lru_cache(maxsize=2)
def sq(x):
    print("computing", x)
    return x * x


for x in [1, 2, 1, 3, 1, 2]:
    sq(x)
print(sq.cache_info())


@cache
def paths(r, c):
    return 1 if r == 0 or c == 0 else paths(r - 1, c) + paths(r, c - 1)


print(paths(16, 16))
