# Greedy versus lazy quantifiers.
import re

html = "<b>bold</b> and <i>italic</i>"
print(re.findall(r"<.+>", html))
print(re.findall(r"<.+?>", html))
print(re.findall(r"<(\w+)>(.*?)</\1>", html))
print(re.match(r"a{2,3}", "aaaa").group(), re.match(r"a{2,3}?", "aaaa").group())
