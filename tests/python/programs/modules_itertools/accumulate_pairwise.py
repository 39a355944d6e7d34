# accumulate, pairwise, starmap, takewhile, dropwhile, filterfalse, compress, zip_longest.
from itertools import accumulate, pairwise, starmap, takewhile, dropwhile, filterfalse, compress, zip_longest

print(list(accumulate([1, 2, 3, 4])), list(accumulate([3, 1, 4, 1, 5], max)), list(accumulate([1, 2, 3], lambda a, b: a * b, initial=10)))
print(list(pairwise("abcd")), list(starmap(pow, [(2, 3), (3, 2)])))
print(list(takewhile(lambda x: x < 4, [1, 3, 5, 2])), list(dropwhile(lambda x: x < 4, [1, 3, 5, 2])))
print(list(filterfalse(lambda x: x % 2, range(8))), list(compress("abcdef", [1, 0, 1, 0, 1, 1])))
print(list(zip_longest("ab", [1, 2, 3], fillvalue="-")))
