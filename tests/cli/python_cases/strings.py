s = "Hello, World"
print(len(s), s[0], s[-1], s[2:5], s[::-1], s[::2], s[-5:], s[:100])
print(s.lower(), s.upper(), s.title(), s.capitalize(), s.strip())
print(s.split(", "), "a b  c".split(), "a,b,,c".split(","), "x".join(["1", "2", "3"]))
print(s.replace("l", "L"), s.find("o"), s.rfind("o"), s.count("l"), s.startswith("He"), s.endswith("ld"))
print("  pad  ".strip() + "|", "xxhixx".strip("x"), "  a".lstrip(), "b  ".rstrip() + "|")
print("abc" * 3, "a" + "b", "b" in "abc", "z" not in "abc", "abc" < "abd", ord("A"), chr(97))
print("123".isdigit(), "abc".isalpha(), "a1".isalnum(), " ".isspace(), "abc".islower())
print("%s is %d years and %.1f%%" % ("Bob", 30, 99.5), "%5s|%-5s|" % ("a", "b"), "%x" % 255)
print("{} {} {}".format(1, "two", 3.0), "{0} {1} {0}".format("a", "b"), "{name}!".format(name="hi"), "{:>4}".format(7))
name = "Ann"
n = 3
print(f"{name} has {n} item{'s' if n != 1 else ''}", f"{name!r}", f"{n * 2}", f"{{literal}}")
print(repr("it's"), repr('say "hi"'), repr("tab\there\n"), str(12), str([1, "a"]))
print("é ü 日本", len("日本"))
