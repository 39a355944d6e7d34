# Sorting incomparable values raises TypeError.
try:
    sorted([1, "a", 2])
except TypeError as e:
    print("TypeError:", e)
try:
    [None, 1].sort()
except TypeError as e:
    print("TypeError:", e)
print(sorted([[2, 1], [1, 5], [1, 2, 0]]), sorted(["10", "9", "100"]), sorted(["10", "9", "100"], key=int))
