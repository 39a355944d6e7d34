# Matching on builtin types and capturing with as.
def kind(v):
    match v:
        case bool():
            return "bool"
        case int(n) if n < 0:
            return "negative int"
        case int() | float() as num:
            return f"number {num}"
        case str() as s if not s:
            return "empty string"
        case str(s):
            return f"string {s!r}"
        case [int(), *_] as lst:
            return f"int list of {len(lst)}"
        case None:
            return "None"
        case _:
            return type(v).__name__


for v in [True, -3, 4, 2.5, "", "hi", [1, "a"], ["a"], None, {}]:
    print(kind(v))
