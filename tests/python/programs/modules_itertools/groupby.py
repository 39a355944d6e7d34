# groupby needs sorted input.
from itertools import groupby

data = [("eng", "ann"), ("eng", "bo"), ("ops", "cy"), ("eng", "di"), ("ops", "ed")]
print([(k, [n for _, n in g]) for k, g in groupby(data, key=lambda t: t[0])])
print([(k, [n for _, n in g]) for k, g in groupby(sorted(data), key=lambda t: t[0])])
print(["".join(g) for _, g in groupby("aaabccdddd")], [(k, len(list(g))) for k, g in groupby("aaabcc")])
