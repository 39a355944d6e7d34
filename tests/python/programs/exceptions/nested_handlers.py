# Exceptions raised inside except and finally blocks.
def f():
    try:
        raise ValueError("first")
    except ValueError:
        try:
            raise TypeError("second")
        except TypeError as e:
            return f"inner handled {e}"


print(f())
try:
    try:
        raise KeyError("a")
    finally:
        print("finally runs before propagation")
except KeyError as e:
    print("caught", e)
