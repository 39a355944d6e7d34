# py_regex_sub_amplify.py - hostile Python: amplifying re.sub on a 1 MiB string.
# expect: memory_limit timeout instruction_limit
import re

s = "x" * (1 << 20)
while True:
    re.sub("x", "y" * 100, s)
