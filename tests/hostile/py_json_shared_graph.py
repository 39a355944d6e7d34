# py_json_shared_graph.py - hostile Python: json.dumps of a shared graph with 2 ** 40 paths.
# expect: memory_limit timeout instruction_limit
import json

x = [1]
for i in range(40):
    x = [x, x]
print(len(json.dumps(x)))
