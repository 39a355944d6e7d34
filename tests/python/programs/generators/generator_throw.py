# throw() raises inside the generator at the paused yield.
def worker():
    while True:
        try:
            x = yield
            print("got", x)
        except ValueError as e:
            print("handled", e)


w = worker()
next(w)
w.send(1)
w.throw(ValueError("bad input"))
w.send(2)
