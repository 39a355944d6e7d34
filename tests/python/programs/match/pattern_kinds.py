# Every pattern kind: literals (negative, None, True), captures, wildcards, value patterns, sequences with a star in the middle, mappings with int keys and **rest, nested class patterns, or/as patterns, guards with a walrus, and the TypeErrors of bad class patterns.
from collections import Counter, defaultdict, namedtuple


class Vec:
    __match_args__ = ("x", "y")

    def __init__(self, x, y):
        self.x, self.y = x, y


class Line:
    __match_args__ = ("start", "end")

    def __init__(self, start, end):
        self.start, self.end = start, end


class Limits:
    LOW = -5
    HIGH = 5


def classify(v):
    match v:
        case None:
            return "none"
        case True:
            return "true"
        case -1 | -2.5:
            return "small negative"
        case Limits.LOW:
            return "low"
        case 0 | 1 as bit:
            return f"bit {bit}"
        case [first, *middle, last] if len(middle) > 1:
            return f"long {first}..{last} middle={middle}"
        case [*_, 0]:
            return "ends in zero"
        case [x, [y, *_]]:
            return f"nested {x} {y}"
        case (a, b) as pair if (s := a + b) > 10:
            return f"big pair {pair} sum {s}"
        case {1: one, 2: _, **others}:
            return f"int keys {one} {others}"
        case {"k": [_, *rest]}:
            return f"k rest {rest}"
        case Line(Vec(0, 0), Vec(x=ex, y=ey)):
            return f"from origin to {ex},{ey}"
        case Line(start=Vec(x=sx)):
            return f"line from x={sx}"
        case str(s) if s.startswith("#"):
            return "comment"
        case float(f) | int(f):
            return f"number {f}"
        case _:
            return "other"


values = [None, True, -1, -2.5, -5, 0, 1, [1, 2, 3, 4], [3, 0], [1, [2, 3]], (4, 9), (1, 2),
          {1: "a", 2: "b", 3: "c"}, {"k": [1, 2, 3]}, Line(Vec(0, 0), Vec(3, 4)), Line(Vec(2, 0), Vec(1, 1)),
          "#x", "y", 7.5, 42, range(3), Counter(a=1), defaultdict(int, {1: 1, 2: 2})]
for v in values:
    print(type(v).__name__, classify(v))

match range(5):
    case [0, *rest]:
        print("range rest", rest)

match "abc":
    case [*chars]:
        print("a str is a sequence?", chars)
    case str():
        print("a str is not a sequence pattern")

match (1, 2, 3):
    case 1, *tail:
        print("open sequence", tail)

match 3, 4:
    case (x, y):
        print("two subjects", x, y)

for bad in ["Vec(1, 2, 3)", "str(1, 2)", "not a class"]:
    try:
        match Vec(1, 2) if bad != "str(1, 2)" else "s":
            case Vec(a, b, c) if bad == "Vec(1, 2, 3)":
                print("no")
            case str(a, b):
                print("no")
            case classify():
                print("no")
    except TypeError as e:
        print("TypeError:", e)

class NoArgs:
    pass

try:
    match NoArgs():
        case NoArgs(1):
            pass
except TypeError as e:
    print("TypeError:", e)

p = namedtuple("P", "a b")(1, 2)
match p:
    case (a, b):
        print("namedtuple as a sequence", a, b)
match {"a": 1}:
    case {"a": 1, "b": 2}:
        print("no")
    case {}:
        print("empty mapping pattern matches any dict")
