# Dataclass inheritance appends fields.
from dataclasses import dataclass


@dataclass
class Base:
    id: int
    active: bool = True


@dataclass
class User(Base):
    name: str = "anon"
    email: str = ""


u = User(7, name="bo")
print(u, isinstance(u, Base), User.__mro__[1].__name__)
print(User(1, False, "cy", "cy@x.io"))
