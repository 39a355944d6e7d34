# json.JSONDecodeError messages with positions.
import json

for bad in ['{"a": 1,}', "[1, 2", "", "{'a': 1}", '{"a" 1}', "tru", '"unterminated', "[1] x", "01"]:
    try:
        json.loads(bad)
    except json.JSONDecodeError as e:
        print(f"{bad!r:18} {e.msg} | line {e.lineno} col {e.colno} pos {e.pos}")
        print("   ", e)
