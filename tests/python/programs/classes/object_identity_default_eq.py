# Without __eq__, equality is identity.
class P:
    def __init__(self, v):
        self.v = v


a, b = P(1), P(1)
print(a == b, a == a, a != b, a in [b], a in [a], [a].index(a))
print(len({a, b, a}))
