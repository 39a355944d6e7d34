# py_escape_code_object.py - hostile Python: running a function whose code object was rewritten with raw bytes.
# expect: any
def f():
    return 1


code = f.__code__
print(type(code).__name__, code.co_name)
f.__code__ = code.replace(co_code=bytes(range(100)))
print(f())
