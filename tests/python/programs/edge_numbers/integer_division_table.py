# Floor division, truncation and modulo for every sign combination.
print(f"{'a':>4}{'b':>4}{'//':>5}{'%':>5}{'int(a/b)':>10}{'fmod':>7}")
import math
for a in (7, -7, 0):
    for b in (2, -2):
        print(f"{a:>4}{b:>4}{a // b:>5}{a % b:>5}{int(a / b):>10}{math.fmod(a, b):>7}")
