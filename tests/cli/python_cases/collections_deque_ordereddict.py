from collections import deque, OrderedDict
q = deque([1, 2, 3])
q.append(4)
q.appendleft(0)
print(q, len(q), q[0], q[-1], 3 in q, list(q))
print(q.popleft(), q.pop(), q)
q.extend([7, 8])
q.extendleft([-1, -2])
print(q)
q.rotate(2)
print(q)
q.rotate(-3)
print(q)
w = deque(maxlen=3)
for i in range(6):
    w.append(i)
print(w, sum(w), deque("ab", 2))
w.appendleft(99)
print(w)
queue = deque([("a", 0)])
seen = []
while queue:
    node, d = queue.popleft()
    seen.append((node, d))
    if d < 2:
        queue.append((node + "x", d + 1))
print(seen, deque())
try:
    deque().pop()
except IndexError as e:
    print("IndexError:", e)
o = OrderedDict(a=1, b=2, c=3)
o.move_to_end("a")
print(o)
o.move_to_end("c", last=False)
print(o, o.popitem(), o.popitem(last=False), o)
