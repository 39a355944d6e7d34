# The smallest program: print with several arguments, sep and end.
print("hello, world")
print("a", "b", 3, 4.5, None, True)
print("x", "y", sep="-")
print("no newline", end="")
print(" ... then one")
print()
print(*[1, 2, 3], sep=", ")
