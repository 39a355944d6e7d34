# the rest of docs/python.md's list
data = [5, 3, 8, 1]
if (n := len(data)) > 3:
    print("long", n)
data[1:3] = [30, 80, 90]
print(data, data[::-2], data[-2:])

class V:
    def __init__(self, x):
        self.x = x
    def __sub__(self, o):
        return V(self.x - o.x)
    def __mul__(self, k):
        return V(self.x * k)
    def __le__(self, o):
        return self.x <= o.x
    def __gt__(self, o):
        return self.x > o.x
    def __ge__(self, o):
        return self.x >= o.x
    def __bool__(self):
        return self.x != 0
    def __repr__(self):
        return "V(%d)" % self.x

class Box:
    def __init__(self):
        self.d = {}
    def __setitem__(self, k, v):
        self.d[k] = v
    def __getitem__(self, k):
        return self.d[k]

a, b = V(5), V(3)
print(a - b, a * 2, a <= b, a > b, a >= b, bool(V(0)), bool(a), "yes" if V(0) else "no")
bx = Box()
bx["k"] = 1
print(bx["k"])

class Countdown:
    def __init__(self, n):
        self.n = n
    def __iter__(self):
        return self
    def __next__(self):
        if self.n <= 0:
            raise StopIteration
        self.n -= 1
        return self.n
print(list(Countdown(3)), [x for x in Countdown(2)])

print("%(name)s is %(age)d" % {"name": "Al", "age": 3}, "{0[1]} {p.x}".format([1, 2], p=a), "%+d %05.1f %e" % (5, 3.14159, 12345.678))
import json
import math
print(json.dumps({"a": [1, 2]}, separators=(",", ":")), json.dumps("é", ensure_ascii=False))
print(math.asin(1), math.atan2(1, 1), math.radians(180), math.degrees(math.pi), math.fsum([0.1] * 10), math.isfinite(1.0))
print(max([], default=None), sum([1, 2], 10), min([3, 1, 2], key=lambda v: -v))
x: int = 5
def typed(a: int, b: str = "s") -> str:
    return b * a
print(typed(2), x)
def g():
    y = 1
    def h():
        return y + 1
    return h()
print(g())
print(UnboundLocalError.__name__, issubclass(KeyError, LookupError), isinstance(True, int))
def bad():
    print(z)
    z = 1
bad()
