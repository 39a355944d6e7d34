# product, permutations, combinations, combinations_with_replacement.
from itertools import product, permutations, combinations, combinations_with_replacement

print(list(product("ab", [1, 2])))
print(list(product([0, 1], repeat=3))[:5], len(list(product(range(3), repeat=3))))
print(list(permutations("abc", 2)), len(list(permutations(range(5)))))
print(list(combinations(range(5), 3)))
print(list(combinations_with_replacement("xy", 3)))
