# sub with strings, backreferences and functions; subn counts.
import re

print(re.sub(r"\s+", " ", "too    many   spaces\there"))
print(re.sub(r"(\w+)@(\w+)", r"\2 at \1", "user@host admin@site"))
print(re.sub(r"(?P<n>\d+)", r"<\g<n>>", "a1b22"))
print(re.sub(r"\d+", lambda m: str(int(m.group()) * 2), "3 apples and 10 pears"))
print(re.subn(r"a", "A", "banana"), re.sub(r"a", "A", "banana", count=2))
print(re.sub(r"^", "> ", "line1\nline2", flags=re.M))
print(re.sub("", "-", "abc"))
