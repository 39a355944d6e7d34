# TypeError messages of common operator mistakes.
half = 1.5
cases = [lambda: 1 + "1", lambda: "1" + 1, lambda: [1] + (1,), lambda: len(5), lambda: 3 < "a", lambda: {} < {},
         lambda: -"x", lambda: None + 1, lambda: [] * 2.0, lambda: int(None), lambda: sum(["a"]), lambda: iter(5),
         lambda: "abc"[half], lambda: hash([])]
for c in cases:
    try:
        c()
    except TypeError as e:
        print(e)
