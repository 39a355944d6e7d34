# Vigenere cipher round trip.
def shift(c, k, sign):
    if not c.isalpha():
        return c
    base = ord("A") if c.isupper() else ord("a")
    return chr((ord(c) - base + sign * (ord(k.lower()) - 97)) % 26 + base)


def vigenere(text, key, sign=1):
    out, i = [], 0
    for c in text:
        out.append(shift(c, key[i % len(key)], sign))
        if c.isalpha():
            i += 1
    return "".join(out)


enc = vigenere("Attack at Dawn!", "lemon")
print(enc, vigenere(enc, "lemon", -1))
