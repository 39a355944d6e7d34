# kw_only fields and slots (Python 3.10+).
from dataclasses import dataclass, field, KW_ONLY


@dataclass(kw_only=True)
class Opts:
    verbose: bool = False
    level: int = 1


@dataclass(slots=True)
class P:
    x: int
    _: KW_ONLY
    y: int = 0


print(Opts(level=3), P(1, y=2), hasattr(P(1), "__dict__"))
try:
    Opts(True)
except TypeError as e:
    print("TypeError:", e)
