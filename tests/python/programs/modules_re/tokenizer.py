# A regex tokenizer for arithmetic expressions.
import re

TOKEN = re.compile(r"\s*(?:(?P<num>\d+\.?\d*)|(?P<op>[-+*/()])|(?P<name>[a-z]+)|(?P<bad>\S))")


def tokens(src):
    pos = 0
    out = []
    while pos < len(src):
        m = TOKEN.match(src, pos)
        if not m or m.end() == pos:
            break
        pos = m.end()
        kind = m.lastgroup
        out.append((kind, m.group(kind)))
    return out


print(tokens("3.5 + x * (42 - y)"))
print(tokens("a $ 1"))
