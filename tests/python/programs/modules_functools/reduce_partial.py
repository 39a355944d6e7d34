# reduce and partial.
from functools import reduce, partial

print(reduce(lambda a, b: a + b, [1, 2, 3, 4]), reduce(lambda a, b: a * b, range(1, 6), 1), reduce(max, [3, 9, 2]))
print(reduce(lambda acc, w: acc + len(w), ["ab", "cde"], 0))
try:
    reduce(lambda a, b: a + b, [])
except TypeError as e:
    print("TypeError:", e)
int2 = partial(int, base=2)
print(int2("1011"), int2.func.__name__, int2.keywords)
power = partial(pow, 2)
print([power(n) for n in range(6)])
