# \w, \d and \s on non-ASCII text, and re.ASCII.
import re

s = "café naïve 123 ٣ straße"
print(re.findall(r"\w+", s))
print(re.findall(r"\w+", s, re.A))
print(re.findall(r"\d", s), re.findall(r"\d", s, re.ASCII))
print(re.findall(r"[^\W\d_]+", s))
