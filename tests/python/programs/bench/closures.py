# bench/python/closures.py at a smaller size (the corpus checks the CPU suite's Python text byte for byte against CPython).
# CPU suite in Python (bench/cpu/closures.js): create closures over mutable state, compose and call them.
def make_counter(step):
    count = 0

    def counter():
        nonlocal count
        count += step
        return count

    return counter


def compose(f, g):
    return lambda x: f(g(x))


inc = lambda x: x + 1
double = lambda x: x * 2

total = 0
for i in range(5000):
    counter = make_counter((i % 5) + 1)
    counter()
    counter()
    h = compose(inc, compose(double, inc))
    total = (total + counter() + h(i % 1000)) % 1000003
print("closures checksum", total)
