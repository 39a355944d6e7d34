# py_recursion_catch_loop.py - hostile Python: recursion overflow caught and retried forever.
# expect: uncaught_exception timeout instruction_limit
# (secexec's stack limit is the sandbox's, not catchable by except: the run ends with RecursionError)
def f(n):
    return f(n + 1) + 1


while True:
    try:
        f(0)
    except RecursionError:
        pass
