# find, index, count, startswith, endswith, in.
s = "the quick brown fox jumps over the lazy dog"
print(s.find("the"), s.find("the", 1), s.rfind("the"), s.find("cat"), s.index("fox"))
print(s.count("o"), s.count("the"), s.count(""), "".count(""))
print(s.startswith("the"), s.startswith(("a", "t")), s.endswith("dog"), s.endswith("do", 0, -1))
print("fox" in s, "cat" not in s, s.rindex("o"))
try:
    s.index("cat")
except ValueError as e:
    print("ValueError:", e)
