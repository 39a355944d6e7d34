# KeyError messages and mutation during iteration.
d = {"a": 1}
try:
    d["missing"]
except KeyError as e:
    print("KeyError", e, repr(e), e.args)
try:
    d[("t", 1)]
except KeyError as e:
    print("KeyError", e)
try:
    for k in d:
        d[k + "x"] = 0
except RuntimeError as e:
    print("RuntimeError", e)
try:
    {[1]: 2}
except TypeError as e:
    print("TypeError", e)
