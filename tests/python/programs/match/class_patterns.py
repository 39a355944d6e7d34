# Class patterns with positional and keyword sub-patterns.
class Point:
    __match_args__ = ("x", "y")

    def __init__(self, x, y):
        self.x, self.y = x, y


def where(p):
    match p:
        case Point(0, 0):
            return "origin"
        case Point(0, y):
            return f"on y axis at {y}"
        case Point(x=x, y=0):
            return f"on x axis at {x}"
        case Point(x, y) if x == y:
            return f"diagonal {x}"
        case Point():
            return "somewhere"
        case _:
            return "not a point"


for p in [Point(0, 0), Point(0, 5), Point(3, 0), Point(2, 2), Point(1, 9), "p"]:
    print(where(p))
