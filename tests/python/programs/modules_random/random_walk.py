# A seeded random walk and its extremes.
import random

rng = random.Random(5)
pos, lo, hi = 0, 0, 0
path = []
for _ in range(200):
    pos += rng.choice((-1, 1))
    lo, hi = min(lo, pos), max(hi, pos)
    path.append(pos)
print(pos, lo, hi, path[:20])
