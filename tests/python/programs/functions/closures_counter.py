# Closures capture variables, not values.
def make_counter(start=0, step=1):
    count = start

    def inc():
        nonlocal count
        count += step
        return count

    return inc


c1, c2 = make_counter(), make_counter(100, 10)
print(c1(), c1(), c2(), c1(), c2())
fns = [lambda: i for i in range(3)]
print([f() for f in fns])
fns = [lambda i=i: i for i in range(3)]
print([f() for f in fns])
