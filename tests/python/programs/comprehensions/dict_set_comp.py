# Dict and set comprehensions.
words = ["apple", "bob", "kayak", "level", "python", "Anna"]
print({w: len(w) for w in words})
print({w for w in words if w.lower() == w.lower()[::-1]} == {"bob", "kayak", "level", "Anna"})
print(sorted({len(w) for w in words}))
print({k: v for k, v in sorted({"b": 2, "a": 1}.items())})
print({i: chr(65 + i) for i in range(5)})
