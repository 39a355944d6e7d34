# py_recursion_catch_loop.py - hostile Python: recursion overflow caught and retried forever.
# expect: timeout instruction_limit
def f(n):
    return f(n + 1) + 1


while True:
    try:
        f(0)
    except RecursionError:
        pass
