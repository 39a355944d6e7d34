# Labels from conditional expressions inside comprehensions.
temps = [-5, 0, 12, 25, 33]
labels = ["freezing" if t <= 0 else "cold" if t < 15 else "warm" if t < 30 else "hot" for t in temps]
print(list(zip(temps, labels)))
grades = {n: ("A" if s >= 90 else "B" if s >= 80 else "C") for n, s in [("ann", 93), ("bo", 85), ("cy", 71)]}
print(grades)
