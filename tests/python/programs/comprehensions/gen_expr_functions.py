# Generator expressions passed to functions.
scores = {"ann": [90, 85], "bo": [70, 65, 80], "cy": []}
print({k: sum(v) / len(v) for k, v in scores.items() if v})
print(min((sum(v), k) for k, v in scores.items()))
print(sorted((k for k in scores), key=lambda k: len(scores[k])))
print(tuple(x for x in range(4)), set(x % 3 for x in range(10)))
