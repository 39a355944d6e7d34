# indent as a string, zero, and nested empties.
import json

d = {"a": [], "b": {}, "c": [1, {"d": [2, 3]}]}
print(json.dumps(d, indent=0))
print(json.dumps(d, indent="\t"))
print(json.dumps(d, indent=1, separators=(",", ": ")))
print(json.dumps([], indent=2), json.dumps({}, indent=2))
