# A recursive tree as nested tuples.
tree = (1, [(2, [(4, []), (5, [])]), (3, [(6, [(7, [])])])])


def tree_sum(t):
    v, kids = t
    return v + sum(tree_sum(k) for k in kids)


def tree_depth(t):
    return 1 + max((tree_depth(k) for k in t[1]), default=0)


def paths(t, prefix=()):
    v, kids = t
    if not kids:
        yield prefix + (v,)
    for k in kids:
        yield from paths(k, prefix + (v,))


print(tree_sum(tree), tree_depth(tree), list(paths(tree)))
