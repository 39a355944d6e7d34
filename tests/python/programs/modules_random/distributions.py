# gauss, normalvariate, expovariate, triangular, betavariate with a seed.
import random

random.seed(99)
print(round(random.gauss(0, 1), 12), round(random.normalvariate(10, 2), 12))
print(round(random.expovariate(1.5), 12), round(random.triangular(0, 10, 3), 12))
print(round(random.betavariate(2, 5), 12), round(random.lognormvariate(0, 0.5), 12))
