# What survives a JSON round trip: tuples become lists, int keys become strings.
import json

orig = {"t": (1, 2), 3: "three", "nested": {"x": [None, True]}, "f": 1.0}
back = json.loads(json.dumps(orig))
print(back)
print(back == orig, back["t"] == [1, 2], "3" in back)
