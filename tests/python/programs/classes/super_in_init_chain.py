# __init__ chains through three levels with keyword arguments.
class A:
    def __init__(self, a, **kw):
        super().__init__(**kw)
        self.a = a


class B(A):
    def __init__(self, b, **kw):
        super().__init__(**kw)
        self.b = b


class C(B):
    def __init__(self, c, **kw):
        super().__init__(**kw)
        self.c = c


o = C(a=1, b=2, c=3)
print(o.a, o.b, o.c, sorted(vars(o).items()))
