# Control characters printed raw and escaped.
s = "a\tb\\c\"d'e"
print(s)
print(repr(s))
print(len("\N{GREEK SMALL LETTER ALPHA}"), "\N{GREEK SMALL LETTER ALPHA}")
print("line1\\nstill line1")
