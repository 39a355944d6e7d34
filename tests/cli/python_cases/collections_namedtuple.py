from collections import namedtuple
Point = namedtuple("Point", ["x", "y"])
p = Point(1, y=2)
print(p, p.x, p.y, p[0], p[1], len(p), tuple(p), list(p))
x, y = p
print(x + y, p == (1, 2), isinstance(p, tuple), p._asdict(), p._replace(x=10), Point._fields)
Emp = namedtuple("Emp", "name, age dept", defaults=["eng"])
e = Emp("ann", 30)
print(e, e.dept, sorted([Emp("b", 2), Emp("a", 9, "ops")]))
for name, age, dept in [e]:
    print(name, age, dept)
try:
    Point(1)
except TypeError as err:
    print("TypeError:", err)
try:
    Point(1, 2, 3)
except TypeError as err:
    print("TypeError:", err)
