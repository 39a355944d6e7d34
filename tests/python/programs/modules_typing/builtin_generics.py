# PEP 585/604 annotations: list[int], dict[str, int], int | None.
def tally(words: list[str]) -> dict[str, int]:
    out: dict[str, int] = {}
    for w in words:
        out[w] = out.get(w, 0) + 1
    return out


def first(xs: list[int]) -> int | None:
    return xs[0] if xs else None


print(tally(["a", "b", "a"]), first([]), first([5]))
print(list[int], dict[str, int], int | None)
