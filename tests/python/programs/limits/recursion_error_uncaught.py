# Unbounded recursion: CPython raises RecursionError (the sandbox's stack limit must end it too).
def f(n):
    return f(n + 1) + 1


print("before")
f(0)
