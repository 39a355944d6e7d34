# A deque as a round-robin scheduler.
from collections import deque

jobs = deque([("a", 3), ("b", 1), ("c", 2)])
timeline = []
while jobs:
    name, left = jobs.popleft()
    timeline.append(name)
    if left > 1:
        jobs.append((name, left - 1))
print("".join(timeline))
print(deque("racecar") == deque(reversed("racecar")))
