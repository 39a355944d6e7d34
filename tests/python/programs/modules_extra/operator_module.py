# operator.itemgetter, attrgetter, methodcaller.
from operator import itemgetter, attrgetter, methodcaller
from collections import namedtuple

rows = [{"n": "b", "v": 2}, {"n": "a", "v": 2}, {"n": "c", "v": 1}]
print(sorted(rows, key=itemgetter("v", "n")))
P = namedtuple("P", "name age")
ps = [P("x", 3), P("y", 1)]
print(sorted(ps, key=attrgetter("age")), list(map(methodcaller("upper"), ["a", "b"])), itemgetter(1, 0)("ab"))
