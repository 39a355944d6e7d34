# lru_cache keys: 1 and 1.0 share an entry unless typed=True.
from functools import lru_cache

calls = []


@lru_cache(maxsize=8)
def f(x):
    calls.append(x)
    return x


@lru_cache(maxsize=8, typed=True)
def g(x):
    calls.append(("g", x))
    return x


f(1), f(1.0), g(1), g(1.0)
print(calls, f.cache_info().hits, g.cache_info().misses)
f.cache_clear()
print(f.cache_info())
