# py_regex_empty_matches.py - hostile Python: re.findall of an empty pattern on 4 M characters (a match per position), in a loop.
# expect: memory_limit timeout instruction_limit
import re

s = "x" * (1 << 22)
while True:
    re.findall("", s)
