# collections.abc isinstance checks.
from collections.abc import Iterable, Mapping, Sequence, Callable

for v in [[1], (1,), "s", {"a": 1}, {1}, len, 5, range(2)]:
    print(type(v).__name__, isinstance(v, Iterable), isinstance(v, Sequence), isinstance(v, Mapping), isinstance(v, Callable))
