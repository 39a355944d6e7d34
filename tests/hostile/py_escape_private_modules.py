# py_escape_private_modules.py - hostile Python: the library's private native modules stay refused to the program.
# timeout-ms: 5000
# expect: -
# forbid: ESCAPED
# (_sx_re, _sx_json, _sx_random, _sx_operator: re, json, random and operator import them first, and
# a module a run imported was cached where the program's own import found it)
import re, json, random, operator

for name in ["_sx_re", "_sx_json", "_sx_random", "_sx_operator"]:
    try:
        if name == "_sx_re":
            import _sx_re
        elif name == "_sx_json":
            import _sx_json
        elif name == "_sx_random":
            import _sx_random
        else:
            import _sx_operator
        print("ESCAPED", name)
    except ImportError as e:
        print(type(e).__name__, e)
