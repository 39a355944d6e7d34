# Empty matches next to others (CPython 3.7+ rules), lastindex with nested groups, pos/endpos, regs.
import re

print(re.sub(r"x*", "-", "abxd"), re.split(r"(?=b)", "abab"), re.findall(r"\b|x", "x y"))
print(re.subn(r"", "|", "ab"), [m.span() for m in re.finditer(r"a*", "baaac")])
for pat in [r"((a)b)", r"(a)(b)?", r"(a)|(b)", r"((a)(b))c"]:
    m = re.search(pat, "abc")
    print(pat, m.lastindex, m.regs, m.groups())
p = re.compile(r"\d+")
print(p.search("ab12cd345", 4), p.match("ab12cd345", 2, 3), p.findall("1 22 333", 2), p.fullmatch("x42y", 1, 3))
print(re.compile(r"(?P<word>\w+)\s(?P=word)").search("it is is ok").group(), re.escape("a-b_c"))
print(repr(re.compile(r"ab", re.I | re.X)), re.compile("x").groupindex, re.compile(r"(?P<a>.)(?P<b>.)").groupindex)
