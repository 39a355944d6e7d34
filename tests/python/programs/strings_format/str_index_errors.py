# Errors from string operations, caught and printed.
tests = [lambda: "abc"[5], lambda: "abc" + 1, lambda: int("12a"), lambda: "x".index("y"),
         lambda: "abc".center(), lambda: "a" * "b", lambda: float("abc")]
for t in tests:
    try:
        t()
    except Exception as e:
        print(type(e).__name__ + ":", e)
