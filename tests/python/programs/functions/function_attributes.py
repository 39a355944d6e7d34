# Function names, defaults and keyword defaults as attributes.
def f(a, b=2, *args, c=3, **kw):
    "doc"
    return a


print(f.__name__, f.__defaults__, f.__kwdefaults__, f.__doc__)
g = lambda: 0
print(g.__name__)


def outer():
    def inner():
        pass

    return inner


print(outer().__qualname__, f.__qualname__)
