# object_hook and parse_float options.
import json

text = '{"price": "1.10", "items": [{"q": 2.5}, {"q": 0.1}]}'
print(json.loads(text, object_hook=lambda d: {k.upper(): v for k, v in d.items()}))
print(json.loads(text, parse_float=lambda s: "F" + s))
print(json.loads('[1, 2]', parse_int=lambda s: int(s) * 10))
