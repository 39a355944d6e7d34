# Mapping patterns with **rest.
events = [
    {"type": "click", "x": 10, "y": 20},
    {"type": "key", "key": "Enter", "mods": ["ctrl"]},
    {"type": "key", "key": "a"},
    {"type": "scroll", "delta": -3, "extra": True},
    {"kind": "bad"},
]
for e in events:
    match e:
        case {"type": "click", "x": x, "y": y}:
            print(f"click at {x},{y}")
        case {"type": "key", "key": k, "mods": [*mods]}:
            print(f"key {k} with {mods}")
        case {"type": "key", "key": k}:
            print(f"key {k}")
        case {"type": t, **rest}:
            print(f"other {t} {rest}")
        case _:
            print("unrecognised", e)
