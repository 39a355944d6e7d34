# py_setrecursionlimit.py - hostile Python: a raised recursion limit must not reach the native stack.
# expect: uncaught_exception memory_limit timeout instruction_limit
import sys
sys.setrecursionlimit(10 ** 6)


def f(n):
    return f(n + 1) + 1


f(0)
