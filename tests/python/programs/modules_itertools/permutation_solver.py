# Solving SEND+MORE=MONEY style puzzle on a small case with permutations.
from itertools import permutations

letters = "TWOFUR"
for p in permutations(range(10), len(letters)):
    v = dict(zip(letters, p))
    if v["T"] == 0 or v["F"] == 0:
        continue
    two = v["T"] * 100 + v["W"] * 10 + v["O"]
    four = v["F"] * 1000 + v["O"] * 100 + v["U"] * 10 + v["R"]
    if two + two == four:
        print(two, "+", two, "=", four)
        break
