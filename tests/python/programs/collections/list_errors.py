# Errors from list operations.
a = [1, 2, 3]
for f in (lambda: a[3], lambda: a.remove(9), lambda: a.index(9), lambda: [].pop(), lambda: a.pop(10), lambda: a["0"]):
    try:
        f()
    except (IndexError, ValueError, TypeError) as e:
        print(type(e).__name__, e)
