# py_lazy_builtins_endless.py - hostile Python: lazy map/zip/filter/enumerate and a generator expression over endless generators, drained natively by list() and sum().
# expect: memory_limit timeout instruction_limit
def naturals():
    n = 0
    while True:
        yield n
        n += 1


evens = filter(lambda x: x % 2 == 0, map(lambda x: x * 2, naturals()))
pairs = zip(enumerate(evens), (x for x in naturals()))
print(next(pairs))
print(sum(x for x in naturals() if x >= 0))
print(len(list(pairs)))
