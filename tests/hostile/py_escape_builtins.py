# py_escape_builtins.py - hostile Python: reaching open through __builtins__.
# expect: any
# forbid: root:
b = __builtins__
opener = b["open"] if isinstance(b, dict) else getattr(b, "open")
print(opener("/etc/passwd").read())
