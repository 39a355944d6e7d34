# re.error messages for bad patterns.
import re

for pat in ["(unclosed", "[a-", "*start", "a{2,1}", r"\k", "(?P<n>a)(?P<n>b)"]:
    try:
        re.compile(pat)
    except re.error as e:
        print(repr(pat), "->", e)
