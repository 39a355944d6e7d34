# A dedent to a level that does not exist.
if True:
        x = 1
    y = 2
