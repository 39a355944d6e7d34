# Calls leaving out required parameters: CPython's TypeError wording for each kind.
def f(a, b, c, *, d, e=1):
    return a + b + c + d + e


class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y


for call in [lambda: f(1), lambda: f(1, 2), lambda: f(1, 2, 3), lambda: f(c=1, d=2), lambda: Point(1),
             lambda: (lambda q: q)()]:
    try:
        print(call())
    except TypeError as e:
        print("TypeError:", e)
print(f(1, 2, 3, d=4), f(a=1, b=2, c=3, d=4, e=5), Point(y=2, x=1).y)
