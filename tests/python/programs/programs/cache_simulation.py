# Simulating LRU and FIFO caches on an access trace and comparing hit rates.
from collections import OrderedDict, deque

trace = [1, 2, 3, 1, 4, 1, 5, 2, 1, 3, 6, 1, 2, 7, 1, 3, 2, 8, 1, 2]


def lru(cap):
    c, hits = OrderedDict(), 0
    for k in trace:
        if k in c:
            hits += 1
            c.move_to_end(k)
        else:
            c[k] = True
            if len(c) > cap:
                c.popitem(last=False)
    return hits


def fifo(cap):
    q, s, hits = deque(), set(), 0
    for k in trace:
        if k in s:
            hits += 1
        else:
            q.append(k)
            s.add(k)
            if len(q) > cap:
                s.discard(q.popleft())
    return hits


for cap in range(1, 6):
    a, b = lru(cap), fifo(cap)
    print(f"cap {cap}: LRU {a:2} ({a / len(trace):.0%})  FIFO {b:2} ({b / len(trace):.0%})")
