# Assigning to a function call.
def f():
    return 1


f() = 5
