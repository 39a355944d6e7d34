# Dotted names are value patterns; bare names capture.
class Color:
    RED = "red"
    GREEN = "green"


def paint(c):
    match c:
        case Color.RED:
            return "stop"
        case Color.GREEN:
            return "go"
        case other:
            return f"unknown {other}"


print(paint("red"), paint("green"), paint("blue"))
