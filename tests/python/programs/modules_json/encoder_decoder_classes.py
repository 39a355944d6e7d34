# JSONEncoder subclasses, default=, raw_decode, object_pairs_hook, dump to sys.stdout, circular data.
import json
import sys


class SetEncoder(json.JSONEncoder):
    def default(self, o):
        if isinstance(o, set):
            return sorted(o)
        return super().default(o)


print(json.dumps({"s": {3, 1, 2}, "n": None}, cls=SetEncoder, sort_keys=True))
print(json.dumps([1, {2, 3}], default=lambda o: "set of %d" % len(o)))
print(json.JSONDecoder().raw_decode('{"a": [1, 2]} trailing'))
print(json.loads('{"b": 1, "a": 2, "b": 3}', object_pairs_hook=lambda pairs: pairs))
json.dump({"k": [1.5, True, None]}, sys.stdout, indent=1, separators=(",", " = "))
print()
loop = []
loop.append(loop)
try:
    json.dumps(loop, sort_keys=True)
except ValueError as e:
    print("ValueError:", e)
print(json.dumps({"x": float("nan")}), json.dumps("\u00e9\u4e2d", ensure_ascii=False), json.dumps({1.5: 1, True: 2, None: 3}))
try:
    json.dumps([float("inf")], allow_nan=False)
except ValueError as e:
    print("ValueError:", e)
