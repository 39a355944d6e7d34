# An f-string with an empty expression.
name = "x"
print(f"hello {}")
