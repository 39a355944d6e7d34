# except* and ExceptionGroup (Python 3.11).
try:
    raise ExceptionGroup("batch", [ValueError("v1"), TypeError("t1"), ValueError("v2")])
except* ValueError as eg:
    print("values:", [str(e) for e in eg.exceptions])
except* TypeError as eg:
    print("types:", [str(e) for e in eg.exceptions])
eg = ExceptionGroup("g", [KeyError("k")])
print(repr(eg), eg.message, len(eg.exceptions))
