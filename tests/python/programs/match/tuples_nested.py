# Nested tuple patterns for a tiny expression evaluator.
def ev(e):
    match e:
        case ("num", n):
            return n
        case ("add", a, b):
            return ev(a) + ev(b)
        case ("mul", a, b):
            return ev(a) * ev(b)
        case ("neg", a):
            return -ev(a)
        case _:
            raise ValueError(f"bad expression {e!r}")


expr = ("add", ("num", 2), ("mul", ("num", 3), ("neg", ("num", 4))))
print(ev(expr))
try:
    ev(("pow", 1, 2))
except ValueError as e:
    print(e)
