# Character class counts of a text.
text = "Hello, World! 123 Python 3.11 rocks."
stats = {"upper": 0, "lower": 0, "digit": 0, "space": 0, "other": 0}
for c in text:
    if c.isupper():
        stats["upper"] += 1
    elif c.islower():
        stats["lower"] += 1
    elif c.isdigit():
        stats["digit"] += 1
    elif c.isspace():
        stats["space"] += 1
    else:
        stats["other"] += 1
print(stats)
print(sorted(set(text.lower()) - set(" ,.!")))
