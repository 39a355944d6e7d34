# Pythagorean triples with a triple comprehension.
triples = [(a, b, c) for c in range(1, 30) for b in range(1, c) for a in range(1, b) if a * a + b * b == c * c]
print(triples)
print(len(triples))
