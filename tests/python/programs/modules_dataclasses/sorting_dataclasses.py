# Sorting dataclasses by attributes.
from dataclasses import dataclass


@dataclass
class Student:
    name: str
    grade: int
    age: int


s = [Student("ann", 90, 20), Student("bo", 85, 19), Student("cy", 90, 18), Student("di", 70, 21)]
for st in sorted(s, key=lambda s: (s.grade, s.age), reverse=True):
    print(st)
print(min(s, key=lambda x: x.age).name)
