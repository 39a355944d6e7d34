# Assigning to an operator expression.
a + 1 = 2
