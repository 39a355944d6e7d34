# nonlocal of a name no enclosing function binds.
def f():
    nonlocal x
    x = 1
