# Values JSON cannot encode raise TypeError/ValueError; default= fixes them.
import json


class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y


for v in [{1, 2}, Point(1, 2), b"x"]:
    try:
        json.dumps(v)
    except TypeError as e:
        print("TypeError:", e)
try:
    json.dumps(float("nan"), allow_nan=False)
except ValueError as e:
    print("ValueError:", e)
print(json.dumps(float("nan")), json.dumps(float("inf")))
print(json.dumps({"p": Point(1, 2), "s": {3, 1}}, default=lambda o: sorted(o) if isinstance(o, set) else o.__dict__))
try:
    json.dumps({(1, 2): 3})
except TypeError as e:
    print("TypeError:", e)
