# py_json_deep_nesting.py - hostile Python: json.loads of 10 ** 6 nested arrays ends with RecursionError, not a native stack overflow.
# expect: uncaught_exception
import json

json.loads("[" * 10 ** 6 + "]" * 10 ** 6)
