# Compiled patterns and flags IGNORECASE, MULTILINE, DOTALL, VERBOSE.
import re

p = re.compile(r"^error: (.*)$", re.I | re.M)
log = "Error: disk full\ninfo: ok\nERROR: timeout"
print(p.findall(log), p.pattern, bool(p.flags & re.I))
print(re.findall(r"a.c", "a\nc abc", re.S), re.findall(r"a.c", "a\nc abc"))
phone = re.compile(r"""
    \(?(\d{3})\)?   # area code
    [\s.-]?(\d{3})  # exchange
    [\s.-]?(\d{4})  # line
""", re.X)
for s in ["(555) 123-4567", "555.123.4567", "5551234567", "55-1234"]:
    m = phone.search(s)
    print(s, "->", "-".join(m.groups()) if m else None)
