# Trigonometry and angle conversion.
import math

for deg in [0, 30, 45, 60, 90, 180, 270]:
    r = math.radians(deg)
    print(f"{deg:>3} {math.sin(r):+.6f} {math.cos(r):+.6f} {round(math.tan(r), 6) if deg % 180 != 90 else 'inf':>10}")
print(math.degrees(math.pi), math.atan2(1, 1), math.atan2(-1, -1), math.hypot(3, 4), math.hypot(1, 2, 2))
print(math.asin(1), math.acos(0), math.atan(1) * 4)
