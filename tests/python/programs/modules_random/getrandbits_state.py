# getrandbits past 32 bits, randrange steps, string seeds, and getstate/setstate.
import random

random.seed(42)
print(random.getrandbits(1), random.getrandbits(31), random.getrandbits(100), random.getrandbits(64))
print([random.randrange(0, 100, 7) for _ in range(5)], random.randrange(-10, 10), random.randrange(10, 0, -3))
r = random.Random("secexec")
print(r.random(), r.randint(1, 6), r.sample(range(100), 5), r.choice("abcdef"))
state = r.getstate()
a = [r.random() for _ in range(3)]
r.setstate(state)
print(a == [r.random() for _ in range(3)], r.choices("xyz", cum_weights=[1, 5, 6], k=6))
r2 = random.Random(2 ** 100 + 7)
print(r2.random(), r2.gauss(0, 1), r2.gauss(0, 1), r2.vonmisesvariate(0, 4), r2.paretovariate(3))
for bad in [lambda: random.randrange(0), lambda: random.choice([]), lambda: random.sample([1, 2], 3)]:
    try:
        bad()
    except (ValueError, IndexError) as e:
        print(type(e).__name__, e)
