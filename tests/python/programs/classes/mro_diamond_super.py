# A diamond with cooperative super().__init__ and the C3 order.
class Base:
    def __init__(self, **kw):
        self.log = ["Base"]

    def who(self):
        return "Base"


class Left(Base):
    def __init__(self, **kw):
        super().__init__(**kw)
        self.log.append("Left")

    def who(self):
        return "Left>" + super().who()


class Right(Base):
    def __init__(self, **kw):
        super().__init__(**kw)
        self.log.append("Right")

    def who(self):
        return "Right>" + super().who()


class Bottom(Left, Right):
    def __init__(self):
        super().__init__()
        self.log.append("Bottom")


b = Bottom()
print(b.log, b.who())
print([c.__name__ for c in Bottom.__mro__], isinstance(b, Right), issubclass(Bottom, Left))
try:
    class Bad(Base, Left):
        pass
except TypeError as e:
    print("TypeError:", e)
