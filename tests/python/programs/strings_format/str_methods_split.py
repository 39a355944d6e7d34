# split, rsplit, splitlines, partition.
print("a,b,,c".split(","), "a b  c ".split(), "  lead".split(" "))
print("a,b,c,d".split(",", 2), "a,b,c,d".rsplit(",", 2), "".split(","), "".split())
print("one\ntwo\r\nthree\n".splitlines(), "x\ny\n".splitlines(True))
print("key=value=more".partition("="), "novalue".partition("="), "a.b.c".rpartition("."))
print("  spaced   words here ".split(None, 1))
