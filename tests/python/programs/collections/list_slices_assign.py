# Extended slice assignment and deletion.
a = list(range(10))
a[::3] = ["a", "b", "c", "d"]
print(a)
try:
    a[::3] = [1]
except ValueError as e:
    print("ValueError:", e)
del a[::2]
print(a)
a[len(a):] = [99]
print(a)
