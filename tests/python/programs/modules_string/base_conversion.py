# Converting numbers to any base with string.digits + letters.
import string

ALPHABET = string.digits + string.ascii_lowercase


def to_base(n, b):
    if n == 0:
        return "0"
    sign = "-" if n < 0 else ""
    n = abs(n)
    out = []
    while n:
        n, r = divmod(n, b)
        out.append(ALPHABET[r])
    return sign + "".join(reversed(out))


for n, b in [(255, 16), (255, 2), (-42, 7), (10 ** 12, 36), (0, 5)]:
    s = to_base(n, b)
    print(n, b, s, int(s, b))
