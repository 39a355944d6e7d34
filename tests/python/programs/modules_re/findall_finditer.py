# findall with and without groups; finditer positions.
import re

text = "alice@example.com, bob.smith@mail.org; invalid@, carol+tag@x.io"
print(re.findall(r"[\w.+]+@[\w]+\.\w+", text))
print(re.findall(r"([\w.+]+)@([\w]+)\.(\w+)", text))
for m in re.finditer(r"\b\w+(?=@)", text):
    print(m.start(), m.group())
print(re.findall(r"\d+", "a1b22c333"), re.findall(r"x*", "axxb"))
