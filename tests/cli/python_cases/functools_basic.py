from functools import reduce, partial, cmp_to_key
import functools
print(reduce(lambda a, b: a + b, [1, 2, 3, 4]), reduce(lambda a, b: a * b, range(1, 6), 10), reduce(max, [3, 9, 2]))
print(functools.reduce(lambda acc, s: acc + [s.upper()], ["a", "b"], []))
try:
    reduce(lambda a, b: a, [])
except TypeError as e:
    print("TypeError:", e)
def power(base, exp, mod=None):
    return base ** exp if mod is None else pow(base, exp, mod) if False else (base ** exp) % mod
square = partial(power, exp=2)
print(square(5), square(base=7), partial(power, 2)(10), partial(power, 3, mod=5)(4))
add = partial(lambda a, b, c: a * 100 + b * 10 + c, 1)
print(add(2, 3), list(map(partial(lambda a, b: a ** b, 2), range(5))))
def cmp(a, b):
    return (a > b) - (a < b)
print(sorted([5, 2, 9, 1], key=cmp_to_key(cmp)), sorted(["bb", "a", "ccc"], key=cmp_to_key(lambda x, y: len(y) - len(x))))
print(sorted([(1, "b"), (1, "a"), (0, "z")], key=cmp_to_key(lambda p, q: p[0] - q[0])))
print(max([3, 1, 2], key=cmp_to_key(cmp)), min(["xx", "y"], key=cmp_to_key(lambda a, b: len(a) - len(b))))
