# Iterating strings, ord/chr and simple ciphers.
word = "Secexec"
print([c for c in word])
print([ord(c) for c in "AZaz09"])
print("".join(chr(ord(c) + 1) for c in "HAL"))


def rot13(s):
    out = []
    for c in s:
        if "a" <= c <= "z":
            out.append(chr((ord(c) - 97 + 13) % 26 + 97))
        elif "A" <= c <= "Z":
            out.append(chr((ord(c) - 65 + 13) % 26 + 65))
        else:
            out.append(c)
    return "".join(out)


print(rot13("Hello, World!"), rot13(rot13("Hello, World!")))
