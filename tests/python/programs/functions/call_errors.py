# TypeError messages for bad calls.
def two(a, b):
    return a + b


five, nothing, text = 5, None, "x"
for call in [lambda: two(1), lambda: two(1, 2, 3), lambda: two(1, b=2, a=3), lambda: two(c=1, a=1, b=2),
             lambda: five(), lambda: nothing(), lambda: text()]:
    try:
        call()
    except TypeError as e:
        print(e)
