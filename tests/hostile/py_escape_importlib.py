# py_escape_importlib.py - hostile Python: importlib, subprocess, ctypes, socket: each import refused.
# expect: any
# forbid: ESCAPED
for name in ["importlib", "subprocess", "ctypes", "socket", "os", "posix", "io", "builtins", "types", "marshal"]:
    try:
        m = __import__(name)
        print("ESCAPED import", name)
    except ImportError as e:
        print(type(e).__name__, e)
