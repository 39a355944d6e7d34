# map, filter, zip, enumerate, reversed and generator expressions are lazy: endless sources work and work happens on demand.
import itertools


def naturals():
    n = 0
    while True:
        print("gen", n)
        yield n
        n += 1


m = map(lambda x: x * 10, naturals())
print("made map")
print(next(m), next(m))
z = zip("abc", naturals())
print(list(z))
e = enumerate(x for x in "xy")
print(next(e), list(e), list(e))
f = filter(None, [0, 1, "", "a", None, 2])
print(list(f), list(f))
g = (x * x for x in range(5) if x % 2)
print(type(g).__name__, next(g), list(g))
r = reversed([1, 2, 3])
print(next(r), list(r))
print(list(itertools.islice(map(str, itertools.count(5)), 3)))
print(sum(x for x in range(1, 101)), max(len(w) for w in ["a", "abc", "ab"]))
print(list(map(lambda a, b: a + b, [1, 2, 3], itertools.count(100))))
it = iter([1, 2, 3, 0, 4])
print(list(iter(lambda: next(it), 0)))
k = 2
print([y for y in (x * k for x in range(3))])
