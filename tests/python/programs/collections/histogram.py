# A text histogram from a list of numbers.
values = [3, 7, 7, 2, 9, 7, 3, 1, 9, 9, 9, 4]
counts = {}
for v in values:
    counts[v] = counts.get(v, 0) + 1
for v in range(min(values), max(values) + 1):
    print(f"{v:2} | {'*' * counts.get(v, 0)}")
