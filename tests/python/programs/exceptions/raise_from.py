# Exception chaining with raise ... from, __cause__ and __context__.
class ConfigError(Exception):
    pass


def load(text):
    try:
        return int(text)
    except ValueError as e:
        raise ConfigError(f"bad number {text!r}") from e


try:
    load("x1")
except ConfigError as e:
    print(e, "| cause:", repr(e.__cause__), "| suppress:", e.__suppress_context__)
try:
    try:
        {}["k"]
    except KeyError:
        raise RuntimeError("while handling")
except RuntimeError as e:
    print(e, "| context:", repr(e.__context__))
try:
    try:
        1 / 0
    except ZeroDivisionError:
        raise ValueError("clean") from None
except ValueError as e:
    print(e, e.__cause__, e.__suppress_context__)
