# CPython's TypeError messages for calls with missing or surplus arguments, and keyword-only parameters.
def two(a, b):
    return a + b


def opt(a, b=1, c=2):
    return a + b + c


def kwonly(*items, sep="-", end):
    return sep.join(items) + end


class Box:
    def put(self, item, count=1):
        return item * count


ident = lambda x: x
calls = [
    lambda: two(1),
    lambda: two(),
    lambda: two(1, 2, 3),
    lambda: opt(),
    lambda: opt(1, 2, 3, 4),
    lambda: two(1, c=2),
    lambda: kwonly("a", "b"),
    lambda: kwonly("a", end="!", other=1),
    lambda: Box().put(),
    lambda: Box().put(1, 2, 3),
    lambda: ident(),
]
for call in calls:
    try:
        print(call())
    except TypeError as e:
        print("TypeError:", e)
print(kwonly("a", "b", end="."), kwonly("x", sep="+", end="?"), opt(1), opt(1, c=0), two(b=1, a=2))
print(two(None, "x") if False else "ok", opt(None, 0, 0) is None if False else "fine")
