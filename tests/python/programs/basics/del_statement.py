# del on names, list items and dict keys.
a = [1, 2, 3, 4]
del a[0]
print(a)
d = {"x": 1, "y": 2}
del d["x"]
print(d)
v = 5
del v
try:
    print(v)
except NameError as e:
    print("NameError:", e)
