# An unclosed parenthesis.
print("start")
total = (1 +
         2
