# typing constructs are accepted and ignored at run time.
from typing import Any, Dict, List, Optional, Tuple, Union, Callable, Iterable


def process(items: List[Dict[str, Any]], key: str, default: Optional[int] = None) -> Tuple[int, List[Any]]:
    vals = [i.get(key, default) for i in items]
    return len(vals), vals


Handler = Callable[[str], bool]


def run(h: Handler, xs: Iterable[str]) -> Union[int, str]:
    return sum(1 for x in xs if h(x))


print(process([{"a": 1}, {"b": 2}], "a", 0))
print(run(str.isdigit, ["1", "a", "22"]))
print(List[int], Optional[str], Dict[str, int])
