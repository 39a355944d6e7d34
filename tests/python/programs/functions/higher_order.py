# Functions taking and returning functions.
def compose(*fs):
    def run(x):
        for f in reversed(fs):
            x = f(x)
        return x

    return run


inc = lambda x: x + 1
dbl = lambda x: x * 2
print(compose(inc, dbl)(5), compose(dbl, inc)(5), compose()(7))


def apply_n(f, n):
    return lambda x: x if n == 0 else apply_n(f, n - 1)(f(x))


print(apply_n(dbl, 10)(1))
print(list(map(lambda p: p[0] * p[1], [(1, 2), (3, 4)])))
