# ValueError messages from conversions and unpacking.
for f in [lambda: int("4.5"), lambda: int(""), lambda: float("1,5"), lambda: int("z", 36) and int("!", 36),
          lambda: [1].index(2), lambda: "a,b".split(",", -2)[5], lambda: list(range(3)).remove(7),
          lambda: chr(-1), lambda: "abc".split("")]:
    try:
        f()
    except (ValueError, IndexError) as e:
        print(type(e).__name__, e)
