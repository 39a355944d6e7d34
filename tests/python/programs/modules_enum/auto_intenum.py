# auto(), IntEnum and StrEnum.
from enum import Enum, IntEnum, StrEnum, auto


class Level(IntEnum):
    LOW = auto()
    MID = auto()
    HIGH = auto()


class Status(StrEnum):
    OPEN = auto()
    CLOSED = auto()


print(list(Level), Level.MID + 1, Level.HIGH > Level.LOW, sorted([Level.HIGH, Level.LOW]), Level(2))
print(Status.OPEN, repr(Status.OPEN), Status.OPEN == "open", Status.CLOSED.upper())
print(f"{Level.LOW} {Status.OPEN} {Level.LOW!r}")
