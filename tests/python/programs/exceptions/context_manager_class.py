# with statements on a class with __enter__/__exit__, suppressing an error.
class Tx:
    def __init__(self, name):
        self.name = name

    def __enter__(self):
        print("begin", self.name)
        return self

    def __exit__(self, exc_type, exc, tb):
        if exc_type is None:
            print("commit", self.name)
        else:
            print("rollback", self.name, exc_type.__name__, exc)
        return exc_type is KeyError


with Tx("a") as t:
    print("working in", t.name)
with Tx("b"):
    raise KeyError("suppressed")
try:
    with Tx("c"):
        raise ValueError("propagates")
except ValueError as e:
    print("outside:", e)
with Tx("d"), Tx("e"):
    print("two managers")
