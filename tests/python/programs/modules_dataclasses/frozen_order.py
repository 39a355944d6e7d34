# frozen and order=True dataclasses.
from dataclasses import dataclass, FrozenInstanceError


@dataclass(frozen=True, order=True)
class Version:
    major: int
    minor: int = 0
    patch: int = 0


vs = [Version(1, 2), Version(1, 10), Version(0, 9, 9), Version(1, 2, 1)]
print(sorted(vs))
print(max(vs), Version(1) < Version(1, 0, 1), hash(Version(1)) == hash(Version(1)), len({Version(1), Version(1, 0)}))
try:
    vs[0].major = 5
except FrozenInstanceError as e:
    print("FrozenInstanceError:", e)
