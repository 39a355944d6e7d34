# Word statistics report with Counter.
from collections import Counter
import re

text = """Python is great. Python is readable. Readable code is good code;
good code is maintainable code."""
words = re.findall(r"[a-z]+", text.lower())
c = Counter(words)
print(f"{len(words)} words, {len(c)} distinct")
for w, n in c.most_common(5):
    print(f"{w:<12}{n:>3} {'#' * n}")
print(Counter(len(w) for w in words).most_common())
