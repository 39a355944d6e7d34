# __setattr__ validation and __getattr__ fallback.
class Strict:
    allowed = {"a", "b"}

    def __setattr__(self, name, value):
        if name not in self.allowed:
            raise AttributeError(f"cannot set {name!r}")
        super().__setattr__(name, value)


s = Strict()
s.a = 1
try:
    s.c = 3
except AttributeError as e:
    print("AttributeError:", e)
print(s.a, hasattr(s, "b"))
try:
    s.b
except AttributeError as e:
    print("AttributeError:", e)
