# A closing bracket that does not match.
values = [1, 2, 3)
