# First matching case wins; guards are checked in order.
def bucket(n):
    match n:
        case x if x < 0:
            return "neg"
        case 0:
            return "zero"
        case x if x % 2 == 0:
            return "even"
        case _:
            return "odd"


print([bucket(n) for n in range(-2, 6)])
