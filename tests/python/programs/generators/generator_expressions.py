# Generator expressions are lazy and single-use.
squares = (x * x for x in range(5))
print(sum(squares), sum(squares))
print(max(len(w) for w in ["a", "abc", "ab"]))
print(", ".join(str(n) for n in range(3)))
print(any(x > 3 for x in [1, 5, 2]), list(x for x in "ab"))
