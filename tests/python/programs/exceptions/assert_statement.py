# assert raises AssertionError with an optional message.
def check(x):
    assert isinstance(x, int), f"expected int, got {type(x).__name__}"
    assert x >= 0
    return x


for v in [3, "3", -1]:
    try:
        print(check(v))
    except AssertionError as e:
        print("AssertionError:", repr(str(e)))
