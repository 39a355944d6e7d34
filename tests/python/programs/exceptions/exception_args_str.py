# str, repr and args of exceptions.
for e in [ValueError(), ValueError("msg"), ValueError("a", 2), KeyError("k"), KeyError(), OSError(2, "nope"),
          Exception(None), IndexError(0)]:
    print(repr(str(e)), repr(e), e.args)
