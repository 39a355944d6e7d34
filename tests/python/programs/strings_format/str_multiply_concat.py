# Repetition, concatenation and in-place building.
print("ab" * 3, "-" * 0, "x" * -2, 3 * "yo")
s = ""
for i in range(5):
    s += str(i)
print(s, len(s))
print(("=" * 10 + "\n") * 2, end="")
print(["ab"] * 2, [[0] * 2] * 2)
