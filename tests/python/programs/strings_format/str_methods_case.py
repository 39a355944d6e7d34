# Case methods.
s = "hello wORLD, it's 3pm"
print(s.upper(), s.lower(), s.title(), s.capitalize(), s.swapcase(), sep="\n")
print("ß".upper(), "ǅ".lower(), "straße".casefold(), "İ".lower() == "i̇")
print("Hello".isupper(), "HELLO".isupper(), "hello".islower(), "Hello World".istitle())
