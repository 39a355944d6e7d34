# strip family, padding, zfill and expandtabs.
s = "  **hello**  "
print(repr(s.strip()), repr(s.lstrip()), repr(s.rstrip()), repr(s.strip(" *")))
print("xxabcxx".strip("x"), "www.example.com".lstrip("w."), "file.txt.bak".removesuffix(".bak"), "prefix_name".removeprefix("prefix_"))
print("42".zfill(5), "-42".zfill(5), "+7".zfill(4), "abc".zfill(2))
print("abc".center(9, "*"), "abc".ljust(6, "."), "abc".rjust(6), "|")
print("a\tb\tc".expandtabs(4), "12\t3".expandtabs())
