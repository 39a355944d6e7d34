# Annotations are accepted and ignored at run time.
from typing import Optional


def scale(values: list[float], factor: float = 2.0) -> list[float]:
    return [v * factor for v in values]


def first(xs: list[str]) -> Optional[str]:
    return xs[0] if xs else None


count: int = 0
ratio: float
print(scale([1, 2.5]), first([]), first(["a"]), count)
print(scale.__annotations__)
x: "not checked" = "anything"
print(x)
