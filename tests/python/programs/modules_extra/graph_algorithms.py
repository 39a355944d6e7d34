# Dijkstra and topological sort on small graphs.
import heapq

roads = {"A": {"B": 7, "C": 9, "F": 14}, "B": {"A": 7, "C": 10, "D": 15}, "C": {"A": 9, "B": 10, "D": 11, "F": 2},
         "D": {"B": 15, "C": 11, "E": 6}, "E": {"D": 6, "F": 9}, "F": {"A": 14, "C": 2, "E": 9}}


def dijkstra(g, src):
    dist, prev = {src: 0}, {}
    pq = [(0, src)]
    while pq:
        d, u = heapq.heappop(pq)
        if d > dist[u]:
            continue
        for v, w in g[u].items():
            if d + w < dist.get(v, float("inf")):
                dist[v], prev[v] = d + w, u
                heapq.heappush(pq, (d + w, v))
    return dist, prev


dist, prev = dijkstra(roads, "A")
path, n = [], "E"
while n != "A":
    path.append(n)
    n = prev[n]
print(dict(sorted(dist.items())), "->".join(["A"] + path[::-1]))
deps = {"app": ["lib", "utils"], "lib": ["core"], "utils": ["core"], "core": [], "tests": ["app"]}
order, seen = [], set()


def visit(n):
    if n in seen:
        return
    seen.add(n)
    for d in deps[n]:
        visit(d)
    order.append(n)


for n in sorted(deps):
    visit(n)
print(order)
