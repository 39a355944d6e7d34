# Match object attributes: lastindex, lastgroup, expand, re, string.
import re

m = re.search(r"(?P<key>\w+)=(?P<val>\w+)", "x: color=blue;")
print(m.lastindex, m.lastgroup, m.expand(r"\g<val> is \g<key>"), m.string, m.re.pattern)
print(m.span("val"), m.group(0, 1, 2), m.pos, m.endpos)
print(re.search(r"(a)|(b)", "b").groups(), re.search(r"(a)|(b)", "b").groups("-"))
