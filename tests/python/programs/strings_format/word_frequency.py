# Word frequencies with a dict, sorted by count then word.
text = """It was the best of times, it was the worst of times, it was the age of wisdom,
it was the age of foolishness"""
counts = {}
for word in text.lower().replace(",", "").split():
    counts[word] = counts.get(word, 0) + 1
for word, n in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])):
    print(f"{word:12} {'#' * n} {n}")
