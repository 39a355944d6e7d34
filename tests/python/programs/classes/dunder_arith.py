# A 2D vector with arithmetic dunders, __abs__, __bool__ and __hash__.
class Vec:
    def __init__(self, x, y):
        self.x, self.y = x, y

    def __add__(self, o):
        return Vec(self.x + o.x, self.y + o.y)

    def __sub__(self, o):
        return Vec(self.x - o.x, self.y - o.y)

    def __mul__(self, k):
        return Vec(self.x * k, self.y * k)

    __rmul__ = __mul__

    def __neg__(self):
        return Vec(-self.x, -self.y)

    def __abs__(self):
        return (self.x ** 2 + self.y ** 2) ** 0.5

    def __bool__(self):
        return bool(self.x or self.y)

    def __eq__(self, o):
        return (self.x, self.y) == (o.x, o.y)

    def __hash__(self):
        return hash((self.x, self.y))

    def __repr__(self):
        return f"Vec({self.x}, {self.y})"


a, b = Vec(1, 2), Vec(3, 4)
print(a + b, a - b, a * 3, 2 * a, -a, abs(b), bool(Vec(0, 0)), bool(a))
print(len({a, Vec(1, 2), b}), a == Vec(1, 2))
v = a
v += b
print(v, a)
