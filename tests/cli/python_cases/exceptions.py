class AppError(Exception):
    pass

class NotFound(AppError):
    def __init__(self, key):
        super().__init__(f"missing {key}")
        self.key = key

def find(d, k):
    if k not in d:
        raise NotFound(k)
    return d[k]

try:
    find({}, "x")
except AppError as e:
    print("caught", type(e).__name__, e, e.key, e.args)

for bad in [lambda: 1 / 0, lambda: [][1], lambda: {}["k"], lambda: int("x"), lambda: None + 1, lambda: undefined_name, lambda: "a" + 1]:
    try:
        bad()
    except Exception as e:
        print(type(e).__name__ + ":", e)

try:
    try:
        raise ValueError("inner")
    finally:
        print("finally runs")
except ValueError as e:
    print("outer got", e)

def f():
    try:
        return "from try"
    finally:
        print("cleanup")
print(f())

try:
    pass
except Exception:
    print("never")
else:
    print("else runs")

try:
    raise KeyError("k")
except (TypeError, KeyError) as e:
    print("tuple match", repr(e))

try:
    try:
        1 / 0
    except ZeroDivisionError:
        raise
except ZeroDivisionError as e:
    print("re-raised", e)

def check(x):
    assert x > 0, "x must be positive"
    return x
try:
    check(-1)
except AssertionError as e:
    print("assert:", e)
print(isinstance(NotFound("a"), Exception), issubclass(NotFound, AppError))
raise NotFound("final")
