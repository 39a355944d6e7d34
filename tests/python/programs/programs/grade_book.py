# A grade book: weighted scores, letter grades and class statistics.
import statistics

weights = {"homework": 0.3, "midterm": 0.3, "final": 0.4}
students = {
    "Avery": {"homework": [95, 88, 92], "midterm": 84, "final": 90},
    "Blake": {"homework": [70, 65, 80], "midterm": 72, "final": 68},
    "Casey": {"homework": [100, 100, 98], "midterm": 97, "final": 99},
    "Devon": {"homework": [60, 0, 75], "midterm": 55, "final": 71},
}


def letter(score):
    for cut, g in [(90, "A"), (80, "B"), (70, "C"), (60, "D")]:
        if score >= cut:
            return g
    return "F"


finals = {}
for name, s in students.items():
    hw = statistics.mean(s["homework"])
    score = hw * weights["homework"] + s["midterm"] * weights["midterm"] + s["final"] * weights["final"]
    finals[name] = score
    print(f"{name:<6} hw {hw:6.2f}  total {score:6.2f}  {letter(score)}")
vals = list(finals.values())
print(f"mean {statistics.mean(vals):.2f} median {statistics.median(vals):.2f} stdev {statistics.stdev(vals):.2f}")
print("top:", max(finals, key=finals.get))
