# copy.py - Python's copy module: copy and deepcopy of lists, dicts, sets and tuples (instances are returned as they are).
def copy(x):
    t = type(x)
    if t is list:
        return list(x)
    if t is dict:
        return dict(x)
    if t is set:
        return set(x)
    return x
def deepcopy(x, memo=None):
    t = type(x)
    if t is not list and t is not dict and t is not tuple and t is not set:
        return x
    if memo is None:
        memo = {}
    i = id(x)
    if i in memo:
        return memo[i]
    if t is list:
        y = []
        memo[i] = y
        for v in x:
            y.append(deepcopy(v, memo))
        return y
    if t is dict:
        y = {}
        memo[i] = y
        for k in x:
            y[deepcopy(k, memo)] = deepcopy(x[k], memo)
        return y
    if t is set:
        return set([deepcopy(v, memo) for v in x])
    return tuple([deepcopy(v, memo) for v in x])
{'copy': copy, 'deepcopy': deepcopy}
