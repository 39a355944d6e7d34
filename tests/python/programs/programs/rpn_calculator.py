# A reverse Polish notation calculator with error handling.
import math

OPS = {"+": lambda a, b: a + b, "-": lambda a, b: a - b, "*": lambda a, b: a * b, "/": lambda a, b: a / b,
       "^": lambda a, b: a ** b}


def rpn(expr):
    st = []
    for tok in expr.split():
        if tok in OPS:
            if len(st) < 2:
                raise ValueError(f"not enough operands for {tok}")
            b, a = st.pop(), st.pop()
            st.append(OPS[tok](a, b))
        elif tok == "sqrt":
            st.append(math.sqrt(st.pop()))
        else:
            st.append(float(tok) if "." in tok else int(tok))
    if len(st) != 1:
        raise ValueError(f"leftover stack {st}")
    return st[0]


for e in ["3 4 + 2 *", "5 1 2 + 4 * + 3 -", "2 3 ^", "9 sqrt 1.5 *", "1 0 /", "1 +", "1 2", "2 x +"]:
    try:
        print(f"{e:<22} = {rpn(e)}")
    except (ValueError, ZeroDivisionError) as ex:
        print(f"{e:<22} ! {type(ex).__name__}: {ex}")
