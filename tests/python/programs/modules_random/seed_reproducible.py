# The same seed gives the same sequence; Random instances are independent.
import random

def draw(seed):
    r = random.Random(seed)
    return [r.randint(0, 9) for _ in range(10)]


print(draw(42), draw(42) == draw(42), draw(42) == draw(43))
random.seed("text seed")
print(random.random())
random.seed(12345)
a = random.getrandbits(64)
print(a, random.getrandbits(8))
