# Decorators with and without arguments, functools.wraps.
import functools


def logged(fn):
    @functools.wraps(fn)
    def wrapper(*args, **kwargs):
        result = fn(*args, **kwargs)
        print(f"{fn.__name__}{args} -> {result}")
        return result

    return wrapper


def repeat(n):
    def deco(fn):
        def wrapper(*a):
            return [fn(*a) for _ in range(n)]

        return wrapper

    return deco


@logged
def add(a, b):
    """Add two numbers."""
    return a + b


@repeat(3)
def hello(name):
    return "hi " + name


add(2, 3)
print(add.__name__, add.__doc__)
print(hello("x"))
