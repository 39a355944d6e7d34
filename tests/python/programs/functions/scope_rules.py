# LEGB lookup and UnboundLocalError.
x = "global"


def read_global():
    return x


def shadow():
    x = "local"
    return x


def broken():
    try:
        print(x)
        x = 1
    except UnboundLocalError as e:
        print("UnboundLocalError:", e)


print(read_global(), shadow(), x)
broken()
len = lambda s: -1
print(len("abc"))
del len
print(len("abc"))
