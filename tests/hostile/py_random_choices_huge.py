# py_random_choices_huge.py - hostile Python: random.choices with k = 10 ** 9 and random.sample of a 10 ** 15 range.
# expect: memory_limit timeout instruction_limit
import random

random.seed(1)
print(len(random.sample(range(10 ** 15), 10 ** 7)))
print(len(random.choices([1, 2, 3], k=10 ** 9)))
