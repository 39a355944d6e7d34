# repr picks the quote character and escapes control characters.
for s in ["plain", "it's", 'say "hi"', "both ' and \"", "tab\there", "nl\n", "\x00\x7f", "é", "\u200b", "\\"]:
    print(repr(s))
print(repr(["a", 'b"', "c'"]))
