# eq=False keeps identity equality; unsafe_hash adds __hash__.
from dataclasses import dataclass


@dataclass(eq=False)
class Node:
    v: int


@dataclass(unsafe_hash=True)
class Key:
    a: int
    b: str


print(Node(1) == Node(1), len({Key(1, "x"), Key(1, "x"), Key(2, "x")}))


@dataclass
class Plain:
    v: int


try:
    hash(Plain(1))
except TypeError as e:
    print("TypeError:", e)
