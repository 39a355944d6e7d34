# = in a while condition.
while x = 1:
    pass
