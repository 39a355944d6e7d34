# A grades report with statistics.
import statistics as st

grades = {"ann": [91, 85, 78, 94], "bo": [62, 70, 58, 75], "cy": [88, 88, 92, 85], "di": [100, 95, 98, 99]}
print(f"{'name':<5}{'mean':>7}{'median':>8}{'stdev':>8}")
for name, g in grades.items():
    print(f"{name:<5}{st.mean(g):>7.2f}{st.median(g):>8.1f}{st.stdev(g):>8.3f}")
allg = [x for g in grades.values() for x in g]
print("overall", st.mean(allg), st.median(allg), round(st.pstdev(allg), 4))
