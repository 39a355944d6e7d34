# Replacement templates: \g<0>, escapes, and a dict lookup.
import re

print(re.sub(r"\w+", r"[\g<0>]", "a bc"))
print(re.sub(r"(\w)(\w*)", lambda m: m.group(1).upper() + m.group(2), "make title case"))
repl = {"cat": "dog", "red": "blue"}
print(re.sub(r"\b(" + "|".join(map(re.escape, repl)) + r")\b", lambda m: repl[m.group()], "red cat, redcat"))
print(re.sub(r"x", r"\n", "axb") == "a\nb", re.sub(r"(a)", r"\\1", "a"))
