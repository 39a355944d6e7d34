for i in range(10):
    if i == 2:
        continue
    if i == 5:
        break
    print("i", i)
else:
    print("no break")
for i in range(3):
    pass
else:
    print("loop finished", i)
n = 0
while n < 5:
    n += 1
    if n == 3:
        continue
    print("n", n)
else:
    print("while done")
x = 15
if x > 20:
    print("big")
elif x > 10:
    print("medium")
else:
    print("small")
print("yes" if x else "no", x and 0, x or 0, not x, None or "default", [] or {}, 0 and 1)
for k in {"a": 1, "b": 2}:
    print(k)
for ch in "hi":
    print(ch)
for i, (a, b) in enumerate([(1, 2), (3, 4)]):
    print(i, a, b)
total = 0
for i in range(100, 0, -7):
    total += i
print(total)
