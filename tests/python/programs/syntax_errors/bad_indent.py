# An unexpected indent.
def f():
    return 1
        print("unreachable")
