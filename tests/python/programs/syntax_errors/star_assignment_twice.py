# Two starred targets in one assignment.
a, *b, *c = [1, 2, 3]
