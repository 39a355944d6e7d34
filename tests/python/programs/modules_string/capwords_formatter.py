# capwords and a Formatter.
import string

print(string.capwords("hello   wORLD  from python"), string.capwords("a-b c-d", "-"))
f = string.Formatter()
print(f.format("{0}-{x}", "a", x="b"), list(f.parse("ab{c}d{e:>3}")))
