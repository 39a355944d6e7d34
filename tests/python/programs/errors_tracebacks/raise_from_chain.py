# An uncaught chained exception prints both tracebacks.
def load(s):
    try:
        return int(s)
    except ValueError as e:
        raise RuntimeError("could not load config") from e


load("abc")
