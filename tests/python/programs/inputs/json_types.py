# JSON types arrive as Python types: int, float, str, bool, None, list, dict.
for k, v in inputs.items():
    print(f"{k:<6} {type(v).__name__:<6} {v!r}")
