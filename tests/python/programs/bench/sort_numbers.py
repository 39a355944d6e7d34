# Sorting lists whose keys are all ints (the inline-compare merge sort): order, stability with
# key= and reverse=, negatives and big values near 2**53, and mixed lists that take the general path.
seed = 7
xs = []
for i in range(500):
    seed = (seed * 16807) % 2147483647
    xs.append(seed % 1000 - 500)
print(sorted(xs)[:20], sorted(xs)[-5:])
print(sorted(xs, reverse=True)[:20])
pairs = [(x % 10, i) for i, x in enumerate(xs)]
print(sorted(pairs, key=lambda p: p[0])[:15])
print(sorted(pairs, key=lambda p: p[0], reverse=True)[:15])
words = ["pear", "fig", "apple", "kiwi", "banana", "date"]
print(sorted(words, key=len), sorted(words, key=len, reverse=True))
big = [2**53 - 1, -(2**53 - 1), 2**60, 0, -5, 2**52]
print(sorted(big), sorted(big, reverse=True))
mixed = [3, 1.5, 2, -0.5, True]
print(sorted(mixed))
ys = list(xs)
ys.sort()
print(ys == sorted(xs), ys[250])
