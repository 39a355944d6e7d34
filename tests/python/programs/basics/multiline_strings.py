# Triple-quoted strings, escapes and raw strings.
text = """Line one
    indented line
Line "three" with 'quotes'"""
print(text)
print(len(text.splitlines()))
print("tab\tend", "back\\slash", r"raw\n", "uni\u00e9", "\x41\x42")
print('it\'s', "say \"hi\"")
s = ("implicit "
     "concatenation")
print(s)
