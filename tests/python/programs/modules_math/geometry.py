# Areas, distances and the shoelace formula.
import math

poly = [(0, 0), (4, 0), (4, 3), (0, 3)]
area = abs(sum(x1 * y2 - x2 * y1 for (x1, y1), (x2, y2) in zip(poly, poly[1:] + poly[:1]))) / 2
perim = sum(math.dist(a, b) for a, b in zip(poly, poly[1:] + poly[:1]))
print(area, perim)
print(f"circle r=2: area {math.pi * 4:.4f}, circumference {2 * math.pi * 2:.4f}")
pts = [(1, 1), (-2, 3), (0.5, -0.5), (3, 4)]
print(sorted(pts, key=lambda p: math.hypot(*p)))
