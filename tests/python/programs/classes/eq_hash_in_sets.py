# Objects with __eq__ and __hash__ in sets and dict keys; __eq__ alone makes them unhashable.
class Key:
    def __init__(self, k):
        self.k = k

    def __eq__(self, o):
        return isinstance(o, Key) and self.k.lower() == o.k.lower()

    def __hash__(self):
        return hash(self.k.lower())


class NoHash:
    def __eq__(self, o):
        return True


d = {Key("Alpha"): 1}
d[Key("ALPHA")] = 2
print(len(d), list(d.values()))
try:
    {NoHash()}
except TypeError as e:
    print("TypeError:", e)
