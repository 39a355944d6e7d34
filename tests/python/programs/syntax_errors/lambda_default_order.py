# A parameter without a default after one with a default.
def f(a=1, b):
    return a + b
