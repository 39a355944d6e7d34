# Permutations and subsets by recursion.
def perms(xs):
    if len(xs) <= 1:
        return [xs]
    return [[x] + p for i, x in enumerate(xs) for p in perms(xs[:i] + xs[i + 1:])]


def subsets(xs):
    if not xs:
        return [[]]
    rest = subsets(xs[1:])
    return rest + [[xs[0]] + s for s in rest]


print(perms([1, 2, 3]))
print(sorted(subsets(["a", "b", "c"])))
