# random with a fixed seed: CPython's Mersenne Twister is the reference.
import random

random.seed(1)
print(random.random(), random.random())
print(random.randint(1, 100), random.randrange(0, 50, 5), random.uniform(1, 2))
print(random.choice("abcdef"), random.choices(range(10), k=5), random.sample(range(100), 5))
xs = list(range(10))
random.shuffle(xs)
print(xs)
