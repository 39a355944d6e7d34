# **kwargs preserves the caller's order.
def kw(**k):
    return list(k.items())


print(kw(z=1, a=2, m=3))
print(kw(**{"b": 1}, a=2))
try:
    kw(**{"a": 1}, a=2)
except TypeError as e:
    print("TypeError:", e)
