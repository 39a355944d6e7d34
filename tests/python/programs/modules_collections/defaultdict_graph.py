# A graph as a defaultdict(set); BFS shortest path.
from collections import defaultdict, deque

edges = [("a", "b"), ("b", "c"), ("a", "d"), ("d", "e"), ("e", "c"), ("c", "f")]
g = defaultdict(list)
for u, v in edges:
    g[u].append(v)
    g[v].append(u)


def bfs(start, goal):
    prev = {start: None}
    q = deque([start])
    while q:
        u = q.popleft()
        if u == goal:
            break
        for v in g[u]:
            if v not in prev:
                prev[v] = u
                q.append(v)
    path, n = [], goal
    while n is not None:
        path.append(n)
        n = prev[n]
    return path[::-1]


print(bfs("a", "f"), bfs("d", "b"))
print({k: sorted(v) for k, v in sorted(g.items())})
