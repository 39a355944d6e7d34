# heapq, bisect, copy and operator in everyday use.
import bisect
import copy
import heapq
from operator import itemgetter, attrgetter, add, mul

h = []
for x in [5, 1, 8, 3, 9, 2]:
    heapq.heappush(h, x)
print([heapq.heappop(h) for _ in range(3)], h[0], heapq.nsmallest(2, [4, 1, 3]), heapq.nlargest(2, "abcd"))
data = [9, 4, 7]
heapq.heapify(data)
print(data, heapq.heappushpop(data, 1), heapq.heapreplace(data, 10), data)
try:
    heapq.heappop([])
except IndexError as e:
    print("IndexError:", e)
xs = [1, 3, 3, 7]
print(bisect.bisect_left(xs, 3), bisect.bisect_right(xs, 3), bisect.bisect(xs, 10))
bisect.insort(xs, 5)
print(xs)
a = {"k": [1, [2]], "t": (3, [4])}
b = copy.deepcopy(a)
b["k"][1].append(9)
print(a, b, copy.copy([1, [2]]))
rows = [("b", 2), ("a", 2), ("c", 1)]
print(sorted(rows, key=itemgetter(1, 0)), itemgetter(0)(rows), add(2, 3), mul("ab", 2))
