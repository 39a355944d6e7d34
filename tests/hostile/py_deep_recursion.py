# py_deep_recursion.py - hostile Python: unbounded recursion ends with RecursionError, not a crash.
# expect: uncaught_exception
def f(n):
    return f(n + 1) + 1


f(0)
