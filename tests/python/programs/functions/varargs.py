# *args and **kwargs collection and forwarding.
def show(*args, **kwargs):
    return f"args={args} kwargs={kwargs}"


print(show())
print(show(1, 2, x=3))


def forward(*a, **k):
    return show(*a, "extra", **k, forwarded=True)


print(forward(0, y=1))


def total(first, *rest, scale=1):
    return (first + sum(rest)) * scale


print(total(1), total(1, 2, 3), total(1, 2, scale=10))
