# Or-patterns binding the same names.
def norm(v):
    match v:
        case {"name": n} | {"title": n}:
            return n
        case [n, _] | (n,):
            return n
        case _:
            return None


print([norm(v) for v in [{"name": "a"}, {"title": "b"}, ["c", 1], ("d",), 5]])
