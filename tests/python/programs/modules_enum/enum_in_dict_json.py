# Enums as dict keys and in JSON through .value.
import json
from enum import Enum


class Pri(Enum):
    LOW = 1
    HIGH = 2


tasks = [("write", Pri.HIGH), ("read", Pri.LOW), ("test", Pri.HIGH)]
by = {}
for name, p in tasks:
    by.setdefault(p, []).append(name)
print(by)
print(json.dumps({p.name: v for p, v in by.items()}))
try:
    json.dumps(Pri.LOW)
except TypeError as e:
    print("TypeError:", e)
