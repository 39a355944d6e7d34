# bench/python/arrays.py at a smaller size (the corpus checks the CPU suite's Python text byte for byte against CPython).
# CPU suite in Python (bench/cpu/arrays.js): build, map, filter, reduce and sort with a key.
from functools import reduce

seed = 42


def next_random():
    global seed
    seed = (seed * 16807) % 2147483647
    return seed


N = 3000
checksum = 0
for rnd in range(2):
    data = []
    for i in range(N):
        data.append(next_random() % 100000)
    scaled = list(map(lambda v: v * 3 + rnd, data))
    kept = list(filter(lambda v: v % 5 != 0, scaled))
    total = reduce(lambda a, b: a + b, kept, 0)
    ordered = sorted(kept)
    pairs = [p for p in ({"v": v, "i": i} for i, v in enumerate(ordered)) if p["i"] % 100 == 0]
    checksum = (checksum + total + ordered[len(ordered) >> 1] + len(pairs)) % 1000000007
print("arrays checksum", checksum)
