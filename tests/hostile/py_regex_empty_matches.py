# py_regex_empty_matches.py - hostile Python: re.findall of an empty pattern on 64 K characters (a match per position), in a loop.
# expect: memory_limit timeout instruction_limit
import re

s = "x" * (1 << 16)
while True:
    re.findall("", s)
