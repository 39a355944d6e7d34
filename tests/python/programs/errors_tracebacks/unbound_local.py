# An uncaught UnboundLocalError.
count = 0


def incr():
    count += 1


incr()
