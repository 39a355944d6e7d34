# An unterminated string literal.
name = "Ann
print(name)
