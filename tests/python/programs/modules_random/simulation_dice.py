# A seeded dice simulation.
import random
from collections import Counter

random.seed(7)
rolls = [random.randint(1, 6) + random.randint(1, 6) for _ in range(1000)]
c = Counter(rolls)
for total in range(2, 13):
    print(f"{total:>2} {c[total]:>4} {'*' * (c[total] // 10)}")
