# Slicing lists and strings with negative indices and steps.
s = "abcdefghij"
print(s[2:5], s[:3], s[-3:], s[::2], s[::-1], s[-2:1:-3], s[100:], s[:-100])
a = list(range(10))
print(a[1:8:2], a[::-3], a[5:2], a[-1], a[-10])
a[2:5] = ["x"]
print(a)
a[::2] = [0] * len(a[::2])
print(a)
del a[1:3]
print(a)
b = a[:]
b.append("copy")
print(len(a), len(b))
