# search, match and fullmatch, with match objects' group/span.
import re

s = "Order #1234 shipped on 2024-03-15 to Paris"
m = re.search(r"#(\d+)", s)
print(m.group(), m.group(1), m.span(), m.start(1), m.end())
print(re.match(r"Order", s) is not None, re.match(r"#\d+", s), re.fullmatch(r"\w+", "abc_1"), re.fullmatch(r"\w+", "a b"))
d = re.search(r"(?P<y>\d{4})-(?P<m>\d\d)-(?P<d>\d\d)", s)
print(d.groupdict(), d["y"], d.group("m", "d"), d.groups())
print(m)
