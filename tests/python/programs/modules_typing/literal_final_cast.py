# Literal, Final, cast and TYPE_CHECKING.
from typing import Literal, Final, cast, TYPE_CHECKING

Mode = Literal["r", "w"]
MAX: Final = 10


def open_mode(m: Mode) -> str:
    return {"r": "read", "w": "write"}[m]


print(open_mode("r"), MAX, cast(int, "not really an int"), TYPE_CHECKING)
if TYPE_CHECKING:
    print("never printed")
