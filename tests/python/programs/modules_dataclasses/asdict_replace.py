# asdict, astuple, replace and fields.
from dataclasses import dataclass, asdict, astuple, replace, fields


@dataclass
class Address:
    city: str
    zip: str


@dataclass
class Person:
    name: str
    age: int
    address: Address


p = Person("Ann", 34, Address("Oslo", "0150"))
print(asdict(p))
print(astuple(p))
q = replace(p, age=35)
print(q, p.age, [f.name for f in fields(Person)], [f.type for f in fields(Address)])
