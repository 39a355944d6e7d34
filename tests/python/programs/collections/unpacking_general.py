# Unpacking in calls, literals and for loops.
def f(a, b, c):
    return a + b * c


args = [1, 2, 3]
print(f(*args), f(1, *[2, 3]), f(**{"a": 1, "b": 2, "c": 3}))
print([*range(3), *"ab"], {*[1, 2], *[2, 3]}, {**{"x": 1}, "y": 2})
for i, (name, (lo, hi)) in enumerate([("a", (1, 2)), ("b", (3, 4))]):
    print(i, name, lo, hi)
try:
    a, b = [1, 2, 3]
except ValueError as e:
    print("ValueError:", e)
try:
    a, b, c = [1, 2]
except ValueError as e:
    print("ValueError:", e)
