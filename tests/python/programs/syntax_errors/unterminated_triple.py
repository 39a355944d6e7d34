# An unterminated triple-quoted string.
doc = """never closed
print(doc)
