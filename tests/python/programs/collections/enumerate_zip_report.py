# Ranking with enumerate and pairing columns with zip.
names = ["Ann", "Bo", "Cy", "Di"]
scores = [88, 95, 70, 95]
ranked = sorted(zip(scores, names), key=lambda p: -p[0])
for rank, (score, name) in enumerate(ranked, start=1):
    print(f"{rank}. {name:<4}{score}")
print(dict(zip(names, scores)))
print(list(zip(*[(1, "a"), (2, "b")])))
