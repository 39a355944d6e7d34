# A traceback through recursive frames with a failure at the bottom.
def countdown(n):
    if n == 0:
        raise ValueError("liftoff failed")
    countdown(n - 1)


countdown(3)
