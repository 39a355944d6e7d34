# nesting that recurses in C is bounded (RecursionError as CPython raises it)
a = []
b = []
for i in range(100000):
    a = [a]
    b = [b]
try:
    print(a == b)
except RecursionError as e:
    print("deep:", e)
