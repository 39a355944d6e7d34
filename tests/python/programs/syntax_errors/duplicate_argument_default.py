# A parameter name repeated, the second with a default.
def f(a, b, a=1):
    pass
