# Two call arguments without a comma.
def f():
    return 1
f(1 2)
