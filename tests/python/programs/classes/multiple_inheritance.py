# Multiple inheritance, the MRO and cooperative super().
class Base:
    def hello(self):
        return ["Base"]


class Left(Base):
    def hello(self):
        return ["Left"] + super().hello()


class Right(Base):
    def hello(self):
        return ["Right"] + super().hello()


class Child(Left, Right):
    def hello(self):
        return ["Child"] + super().hello()


print(Child().hello())
print([c.__name__ for c in Child.__mro__])


class JsonMixin:
    def to_json(self):
        import json

        return json.dumps(self.__dict__, sort_keys=True)


class Point(JsonMixin):
    def __init__(self, x, y):
        self.x, self.y = x, y


print(Point(1, 2).to_json())
