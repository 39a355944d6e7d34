# Estimating pi with a seeded Monte Carlo run.
import random

random.seed(3)
n = 20000
inside = sum(1 for _ in range(n) if random.random() ** 2 + random.random() ** 2 <= 1)
print(inside, 4 * inside / n)
