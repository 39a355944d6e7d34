# py_regex_alternation.py - hostile Python: regex bomb: (a|a)*b backtracking.
# expect: timeout instruction_limit
import re

s = "a" * 40
while True:
    re.search(r"(a|a)*b", s)
