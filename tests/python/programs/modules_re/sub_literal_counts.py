# re.sub/subn with a literal replacement (done natively), counts (negative: nothing replaced), empty matches, wide strings
import re
print(re.sub("a", "b", "aaa", count=-1))
print(re.subn("a", "b", "aaa", 2))
print(re.subn("x*", "-", "abxd"))
print(re.sub("", "-", "abc"))
print(re.sub(r"\s+", "", " a  b \n c "))
print(re.subn("é", "E", "café é"))
print(re.sub("a|(b)", "[\\n]", "abab"))
print(re.sub("(a)", "", "banana"))
print(re.sub("a", "\\\\", "banana"))
print(re.sub("a", "😀", "banana"))
print(re.sub("n", "x", "bañana😀n"))
try:
    re.sub("a", "b", 5)
except TypeError as e:
    print(e)
p = re.compile("o")
print(p.sub("0", "foo boo", 3), p.subn("", "ooo"))
print(re.split("a", "babab", maxsplit=-1), re.split("a", "babab", maxsplit=1))
print(re.sub("a", lambda m: "<" + m.group() + ">", "aXa", count=-1), re.sub("(a)", "\\1\\1", "aXa", count=-1))
