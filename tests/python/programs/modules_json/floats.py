# Float formatting in json.dumps uses repr.
import json

print(json.dumps([0.1, 1e16, 1e-7, 123456789.123, 2.0, -0.0, 1e300 * 10, 5e-324, 100.0]))
print(json.dumps(10 ** 30), json.dumps(2 ** 53 + 1))
print(json.loads("[1e16, 1e-7, 0.30000000000000004]"))
