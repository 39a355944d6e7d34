# py_regex_nested.py - hostile Python: regex bomb: nested quantifier (a+)+$ on 30 a's and a '!'.
# expect: timeout instruction_limit
import re

s = "a" * 30 + "!"
while True:
    re.match(r"(a+)+$", s)
