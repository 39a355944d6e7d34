# A list as the inputs value.
print(type(inputs).__name__, len(inputs))
words = [w.strip().lower() for w in inputs]
print(sorted(set(words)), max(words, key=len))
