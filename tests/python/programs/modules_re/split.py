# re.split with groups and maxsplit.
import re

print(re.split(r"[,;]\s*", "a, b;c ,d"))
print(re.split(r"(\d)", "a1b2c"))
print(re.split(r"\s+", "  lead and trail  "))
print(re.split(r",", "a,b,c,d", maxsplit=2))
print(re.split(r"\b", "hi there"))
