# Fixed-length and variable-length sequence patterns; strings are not sequences here.
def shape(v):
    match v:
        case ():
            return "empty"
        case (a,):
            return f"one {a}"
        case (a, b):
            return f"pair {a},{b}"
        case (a, *rest, z):
            return f"{a}..{z} ({len(rest)} between)"
        case _:
            return "not a sequence"


for v in [(), [1], (1, 2), [1, 2, 3, 4], "abc", 5]:
    print(shape(v))
