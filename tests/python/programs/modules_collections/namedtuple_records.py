# Parsing CSV rows into namedtuples and aggregating.
from collections import namedtuple, defaultdict

Sale = namedtuple("Sale", "date region product units price")
raw = """2024-01-03,north,widget,10,2.50
2024-01-03,south,gadget,3,10.00
2024-01-04,north,gadget,1,10.00
2024-01-05,south,widget,7,2.50"""
sales = [Sale(d, r, p, int(u), float(pr)) for d, r, p, u, pr in (l.split(",") for l in raw.splitlines())]
rev = defaultdict(float)
for s in sales:
    rev[s.region] += s.units * s.price
print(dict(rev))
print(max(sales, key=lambda s: s.units * s.price))
