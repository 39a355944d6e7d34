# Merging JSON config documents deeply.
import json

base = json.loads('{"db": {"host": "localhost", "port": 5432}, "debug": false, "features": ["a"]}')
override = json.loads('{"db": {"port": 6543, "user": "app"}, "debug": true, "features": ["b"]}')


def merge(a, b):
    out = dict(a)
    for k, v in b.items():
        if isinstance(v, dict) and isinstance(out.get(k), dict):
            out[k] = merge(out[k], v)
        else:
            out[k] = v
    return out


print(json.dumps(merge(base, override), indent=2))
