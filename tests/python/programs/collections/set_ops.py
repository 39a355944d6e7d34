# set algebra on ints (small ints iterate in value order).
a = {1, 2, 3, 4, 5}
b = {4, 5, 6, 7}
print(a | b, a & b, a - b, b - a, a ^ b)
print(a.union([10]), a.intersection(b, {5}), a.difference({1}), a.issubset(range(10)), {4, 5} <= b, {4} < b)
print(a.isdisjoint({9}), len(a), 3 in a, sorted(a ^ {0}))
s = set()
for x in [3, 1, 3, 2, 1]:
    s.add(x)
print(s, sorted(s, reverse=True))
s.discard(99)
s.remove(1)
print(s, s.pop(), s)
try:
    s.remove(42)
except KeyError as e:
    print("KeyError", e)
print(frozenset([3, 1, 2]), {frozenset([1]): "ok"}, set("aab") == {"a", "b"})
