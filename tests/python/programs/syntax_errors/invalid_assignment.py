# Assigning to a literal.
1 = x
