# py_escape_subclasses.py - hostile Python: introspection escape: object's subclasses looking for Popen/os.
# expect: any
# forbid: ESCAPED
for c in ().__class__.__base__.__subclasses__():
    if c.__name__ in ("Popen", "_wrap_close", "FileIO", "BuiltinImporter"):
        print("ESCAPED via", c.__name__)
    g = getattr(getattr(c, "__init__", None), "__globals__", None)
    if isinstance(g, dict) and ("os" in g or "system" in g):
        print("ESCAPED globals of", c.__name__)
print("walked the subclasses")
