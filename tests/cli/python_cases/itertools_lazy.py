from itertools import count, cycle, repeat, islice, chain, accumulate, takewhile, dropwhile, permutations, combinations, combinations_with_replacement, product, pairwise, zip_longest, groupby
import itertools
print(list(islice(count(), 5)), list(islice(count(10, 2), 3)), list(islice(count(1.5, 0.5), 3)))
print(list(islice(cycle("abc"), 7)), list(repeat("x", 3)), list(islice(repeat(1), 2)))
print(list(islice(range(10), 2, 8, 2)), list(islice("abcdef", 3, None)))
print(list(chain([1, 2], (3,), "ab")), list(chain.from_iterable([[1], [2, 3]])))
print(list(accumulate([1, 2, 3, 4])), list(accumulate([3, 1, 4, 1, 5], max)), list(accumulate([1, 2, 3], lambda a, b: a * b, initial=10)))
print(list(takewhile(lambda x: x < 5, count())), list(dropwhile(lambda x: x < 3, [1, 2, 3, 4, 1])))
print(list(permutations([1, 2, 3])), list(permutations("abc", 2)))
print(list(combinations(range(4), 2)), list(combinations_with_replacement("ab", 2)), list(combinations([1], 2)))
print(list(product("ab", [0, 1])), list(product([0, 1], repeat=2)), list(product()))
print(list(pairwise([1, 2, 3, 4])), list(zip_longest("ab", [1, 2, 3], fillvalue="-")))
for k, g in groupby("aaabccdd"):
    print(k, list(g))
for k, g in groupby([1, 2, 3, 4, 5, 6], key=lambda x: x % 2 == 0):
    print(k, list(g))
c = count()
print(next(c), next(c), next(c))
it = islice([1, 2, 3], 2)
print(next(it), next(it), next(it, "done"))
print(sum(islice(count(1), 100)))
print(list(zip(range(3), cycle([True, False]))), list(zip(count(), "ab")), list(zip()), list(zip([1, 2, 3], [4, 5])))
