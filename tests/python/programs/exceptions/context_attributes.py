# __context__, __cause__ and __suppress_context__ of raised and re-raised exceptions.
def check(f):
    try:
        f()
    except Exception as e:
        print(type(e).__name__, repr(e.__context__), repr(e.__cause__), e.__suppress_context__)


def implicit():
    try:
        1 / 0
    except ZeroDivisionError:
        raise KeyError("k")


def explicit():
    try:
        1 / 0
    except ZeroDivisionError as z:
        raise ValueError("v") from z


def hidden():
    try:
        1 / 0
    except ZeroDivisionError:
        raise ValueError("quiet") from None


def nested():
    try:
        raise TypeError("a")
    except TypeError:
        try:
            raise ValueError("b")
        except ValueError:
            raise KeyError("c")


def plain():
    raise RuntimeError("no context")


for f in [implicit, explicit, hidden, plain]:
    check(f)
try:
    nested()
except KeyError as e:
    print(repr(e), repr(e.__context__), repr(e.__context__.__context__))
try:
    err
except NameError:
    print("the as-name is unbound after its clause")
