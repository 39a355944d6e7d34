# py_json_deep_nesting.py - hostile Python: json.loads of 10 ** 5 nested arrays ends with RecursionError (or the clock under a slow sanitizer build), never a native stack overflow.
# expect: uncaught_exception timeout
import json

json.loads("[" * 10 ** 5 + "]" * 10 ** 5)
