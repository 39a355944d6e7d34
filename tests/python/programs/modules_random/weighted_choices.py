# choices with weights and cumulative weights.
import random

random.seed(2024)
print(random.choices(["red", "green", "blue"], weights=[10, 1, 1], k=10))
print(random.choices("abc", cum_weights=[1, 2, 10], k=8))
print(random.sample(["x", "y", "z"], k=3), random.sample(range(10), counts=None, k=2) if False else "")
