# sort_keys sorts nested objects too; keys of mixed types fail.
import json

print(json.dumps({"b": {"z": 1, "a": 2}, "a": [{"y": 1, "x": 2}]}, sort_keys=True))
try:
    json.dumps({1: "a", "b": 2}, sort_keys=True)
except TypeError as e:
    print("TypeError:", e)
