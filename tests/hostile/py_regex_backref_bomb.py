# py_regex_backref_bomb.py - hostile Python: a back reference under nested repeats, (x+x+)+\1y on 40 x's, through a compiled pattern.
# expect: timeout instruction_limit
import re

p = re.compile(r"((x+x+)+)\1y")
s = "x" * 40
while True:
    p.fullmatch(s)
