# py_lru_cache_growth.py - hostile Python: an unbounded functools.lru_cache filled forever.
# expect: memory_limit timeout instruction_limit
# forbid: Traceback
import functools


@functools.lru_cache(maxsize=None)
def grow(n):
    return "x" * 100 + str(n)


n = 0
while True:
    grow(n)
    n += 1
