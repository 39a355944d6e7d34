import json
import math
from math import sqrt, pi
data = {"name": "x", "vals": [1, 2.5, True, None], "nested": {"k": "v"}}
text = json.dumps(data)
print(text)
print(json.dumps(data, indent=2))
print(json.dumps([1, "é"]), json.dumps({"b": 1, "a": 2}, sort_keys=True), json.dumps("q\"\n"))
back = json.loads('{"a": [1, 2, {"b": null}], "c": 1.5, "d": "s"}')
print(back, back["a"][2]["b"], type(back["c"]).__name__)
print(math.sqrt(16), sqrt(2), math.floor(3.7), math.ceil(3.2), math.pi, pi, math.e)
print(math.gcd(12, 18), math.factorial(10), math.isclose(0.1 + 0.2, 0.3), math.log(math.e), math.log10(1000), math.log2(8))
print(math.inf, -math.inf, math.isnan(math.nan), math.hypot(3, 4), math.fabs(-2), math.trunc(-3.7))
import sys
sys.stdout.write("written\n")
sys.stderr.write("to stderr\n")
print("also stderr", file=sys.stderr)
print("a", "b", sep="-", end="!\n")
try:
    import numpy
except ModuleNotFoundError as e:
    print(e)
