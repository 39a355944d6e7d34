# Matching dataclass instances (which get __match_args__).
from dataclasses import dataclass


@dataclass
class Order:
    id: int
    status: str
    total: float


def action(o):
    match o:
        case Order(status="open", total=t) if t > 100:
            return "review"
        case Order(_, "open", _):
            return "ship"
        case Order(id=i, status="cancelled"):
            return f"refund {i}"
        case _:
            return "ignore"


for o in [Order(1, "open", 250.0), Order(2, "open", 20.0), Order(3, "cancelled", 5.0), Order(4, "done", 1.0)]:
    print(o, action(o))
