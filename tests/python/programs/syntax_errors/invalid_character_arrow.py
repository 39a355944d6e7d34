# An arrow character in an expression.
x = 5 → 3
