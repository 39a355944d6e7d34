# len counts code points; indexing and slicing non-ASCII text.
s = "naïve café ☕ 𝄞"
print(len(s), s[2], s[-1], s[6:10], s.upper())
print([hex(ord(c)) for c in "é☕𝄞"])
print("𝄞".encode("utf-8"), len("𝄞".encode("utf-8")), "é".encode(), b"caf\xc3\xa9".decode())
print(s[::-1])
