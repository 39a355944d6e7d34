# global and nonlocal rebinding.
counter = 0


def bump():
    global counter
    counter += 1
    return counter


def make_acc():
    total = 0

    def add(x):
        nonlocal total
        total += x
        return total

    return add


bump()
bump()
print("counter", counter)
acc = make_acc()
print(acc(5), acc(10), acc(-3))
