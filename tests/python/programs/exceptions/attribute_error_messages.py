# AttributeError messages (with CPython 3.11's suggestions only on uncaught errors).
class Point:
    def __init__(self):
        self.x = 1


for f in [lambda: Point().y, lambda: (5).foo, lambda: "s".appendx, lambda: None.x, lambda: [].push, lambda: Point.z]:
    try:
        f()
    except AttributeError as e:
        print(e)
