# break outside a loop.
if True:
    break
