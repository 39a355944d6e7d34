# deque appends, pops, rotation and maxlen.
from collections import deque

d = deque([1, 2, 3])
d.append(4)
d.appendleft(0)
print(d, d.pop(), d.popleft(), d)
d.rotate(1)
print(d)
d.rotate(-2)
print(d, d[0], d[-1], len(d))
d.extendleft([10, 20])
print(d)
last3 = deque(maxlen=3)
for i in range(6):
    last3.append(i)
print(last3, list(last3))
try:
    deque().pop()
except IndexError as e:
    print("IndexError:", e)
