# namedtuple fields, _replace, _asdict and defaults.
from collections import namedtuple

Point = namedtuple("Point", ["x", "y"])
p = Point(3, 4)
print(p, p.x, p[1], p._fields, p._replace(y=0), p._asdict(), Point._make([5, 6]))
x, y = p
print(x + y, p == (3, 4), len(p), isinstance(p, tuple))
Row = namedtuple("Row", "name score grade", defaults=["?"])
rows = [Row("ann", 90), Row("bo", 72, "C")]
for r in sorted(rows, key=lambda r: r.score):
    print(f"{r.name:<4}{r.score:>4} {r.grade}")
try:
    p.x = 1
except AttributeError as e:
    print("AttributeError:", e)
