# chain, islice, count, cycle, repeat.
from itertools import chain, islice, count, cycle, repeat

print(list(chain([1, 2], "ab", (3,))), list(chain.from_iterable([[1], [2, 3]])))
print(list(islice(count(10, 5), 4)), list(islice("abcdefg", 1, 6, 2)), list(islice(cycle("xy"), 5)))
print(list(repeat("z", 3)), list(zip(count(), "abc")), list(map(pow, [2, 3], repeat(2))))
