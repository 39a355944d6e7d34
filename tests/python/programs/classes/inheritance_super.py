# Inheritance, super(), method overriding and isinstance.
class Shape:
    def __init__(self, name):
        self.name = name

    def area(self):
        return 0

    def describe(self):
        return f"{self.name} with area {self.area():.2f}"


class Rect(Shape):
    def __init__(self, w, h):
        super().__init__("rect")
        self.w, self.h = w, h

    def area(self):
        return self.w * self.h


class Square(Rect):
    def __init__(self, s):
        super().__init__(s, s)
        self.name = "square"


class Circle(Shape):
    def __init__(self, r):
        super().__init__("circle")
        self.r = r

    def area(self):
        return 3.141592653589793 * self.r ** 2


for s in [Rect(2, 3.5), Square(4), Circle(1.5), Shape("blob")]:
    print(s.describe(), isinstance(s, Rect), type(s).__name__)
print(issubclass(Square, Shape), issubclass(Circle, Rect), Square.__mro__)
