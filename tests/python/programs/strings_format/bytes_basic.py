# bytes literals, indexing and hex.
b = b"hello\x00\xff"
print(b, len(b), b[0], b[-1], b[1:3], list(b[:2]))
print(b.hex(), bytes.fromhex("48 69"), bytes([65, 66, 67]), bytes(3))
print("héllo".encode("utf-8"), b"abc".upper(), b"a,b".split(b","))
print(b"abc" + b"def", b"ab" * 2, b"b" in b"abc")
