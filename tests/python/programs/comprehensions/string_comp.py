# Comprehensions over strings: acronyms and character counts.
phrase = "portable network graphics"
print("".join(w[0].upper() for w in phrase.split()))
print({c: phrase.count(c) for c in sorted(set(phrase)) if c != " "})
print([w[::-1] for w in phrase.split()])
