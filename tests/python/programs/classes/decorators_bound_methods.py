# Decorators (stacked, with arguments, on methods and classes) and bound methods as values.
import functools


def tag(label):
    def deco(fn):
        @functools.wraps(fn)
        def wrapper(*args, **kwargs):
            return f"<{label}>{fn(*args, **kwargs)}</{label}>"
        return wrapper
    return deco


def register(registry):
    def deco(cls):
        registry[cls.__name__] = cls
        return cls
    return deco


REG = {}


@register(REG)
class Greeter:
    prefix = "hi"

    def __init__(self, name):
        self.name = name

    @tag("b")
    @tag("i")
    def greet(self, punct="!"):
        return f"{self.prefix} {self.name}{punct}"

    @classmethod
    def make(cls, name):
        return cls(name.title())

    @staticmethod
    def shout(s):
        return s.upper()


g = Greeter("ann")
say = g.greet
print(say(), say(punct="?"), Greeter.greet(g), g.greet.__name__)
print(g.make("bo").name, Greeter.make("cy").greet(), g.shout("x"), Greeter.shout("y"))
print(list(REG), [m() for m in [g.greet, Greeter("di").greet]])
method = getattr(g, "greet")
print(method("."), callable(method), sorted(map(str.upper, ["b", "a"])))
