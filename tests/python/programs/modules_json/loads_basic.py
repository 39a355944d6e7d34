# json.loads of objects, arrays, numbers and escapes.
import json

text = '{"a": 1, "b": [true, false, null], "c": 1.5e2, "d": "\\u00e9\\n", "e": {}, "f": -0, "g": 1E400}'
obj = json.loads(text)
print(obj)
print(type(obj["a"]).__name__, type(obj["c"]).__name__, obj["c"], obj["f"], obj["g"])
print(json.loads("[]"), json.loads('"s"'), json.loads("3"), json.loads(" 2.50 "), json.loads("null"))
print(json.loads('{"dup": 1, "dup": 2}'))
print(json.loads("12345678901234567890123"), json.loads("1.0"), json.loads("NaN"), json.loads("-Infinity"))
