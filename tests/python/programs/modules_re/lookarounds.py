# Lookahead and lookbehind.
import re

print(re.findall(r"\d+(?= dollars)", "10 dollars, 20 euros, 30 dollars"))
print(re.findall(r"(?<=\$)\d+", "$10 and $200 but 5"))
print(re.findall(r"\b(?!un)\w+able\b", "unable capable unstable readable"))
print(re.sub(r"(?<=\d)(?=(\d{3})+$)", ",", "1234567"))
