# py_getattr_recursion.py - hostile Python: __getattr__ and a descriptor's __get__ that recurse into themselves end in the sandbox's RecursionError, not a crash.
# expect: uncaught_exception
# forbid: ESCAPED
class Loop:
    def __getattr__(self, name):
        return getattr(self, name + "x")


class Desc:
    def __get__(self, obj, cls):
        return obj.d


class Holder:
    d = Desc()


print(type(Holder).__name__)
try:
    Holder().d
finally:
    Loop().a
print("ESCAPED the recursion limit")
