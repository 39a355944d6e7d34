# json.dumps of all JSON types, with separators, indent and sort_keys.
import json

data = {"name": "Widget", "price": 9.99, "tags": ["a", "b"], "stock": None, "active": True, "n": 10, "ratio": 1.0}
print(json.dumps(data))
print(json.dumps(data, sort_keys=True, indent=2))
print(json.dumps(data, separators=(",", ":")))
print(json.dumps([1, 2, [3, {"x": []}]], indent=4))
print(json.dumps("héllo ☕"), json.dumps("héllo", ensure_ascii=False), json.dumps("tab\t\"q\"\n"))
print(json.dumps((1, 2)), json.dumps({1: "int key", 2.5: "float key", True: "bool", None: "none"}))
