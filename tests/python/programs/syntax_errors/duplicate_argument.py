# A duplicate parameter name.
def f(a, a):
    return a
