# An exception raised in a handler inside a function, caught by a bare raise, then chained again.
def parse(text):
    try:
        return int(text)
    except ValueError:
        raise


def load(text):
    try:
        return parse(text)
    except ValueError as e:
        print("caught:", e)
        return {}[text]


load("x1")
