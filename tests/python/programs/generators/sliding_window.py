# A sliding window generator with a deque.
from collections import deque


def windows(it, n):
    d = deque(maxlen=n)
    for x in it:
        d.append(x)
        if len(d) == n:
            yield tuple(d)


print(list(windows(range(6), 3)))
print([sum(w) / 3 for w in windows([3, 6, 9, 12], 3)])
