# A few megabytes of string fit the default memory limit.
s = "abc" * 500000
print(len(s), s[:6], s.count("b"))
parts = [str(i) for i in range(100000)]
joined = ",".join(parts)
print(len(joined), joined[-12:])
