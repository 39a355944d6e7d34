# An f-string with only spaces in its braces.
print(f"a{ }b")
