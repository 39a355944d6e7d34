# __post_init__ for derived fields and validation; field(init=False, repr=False).
from dataclasses import dataclass, field


@dataclass
class Rect:
    w: float
    h: float
    area: float = field(init=False)
    _secret: str = field(default="x", repr=False)

    def __post_init__(self):
        if self.w < 0 or self.h < 0:
            raise ValueError("negative size")
        self.area = self.w * self.h


print(Rect(2, 3.5))
try:
    Rect(-1, 2)
except ValueError as e:
    print("ValueError:", e)
