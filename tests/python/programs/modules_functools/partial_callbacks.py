# partial as callbacks with bound arguments.
from functools import partial


def log(level, msg, *, prefix=""):
    print(f"{prefix}[{level}] {msg}")


warn = partial(log, "WARN")
err = partial(log, "ERROR", prefix=">> ")
warn("disk low")
err("failed")
err("override", prefix="!! ")
print(repr(warn.args))
