# operator.py - Python's operator module: itemgetter, attrgetter, methodcaller and the operator functions.
from _sx_operator import callmethod
def itemgetter(*items):
    if len(items) == 1:
        item = items[0]
        def g(obj):
            return obj[item]
        return g
    def g(obj):
        return tuple([obj[i] for i in items])
    return g
def _attr(obj, name):
    for part in name.split('.'):
        obj = getattr(obj, part)
    return obj
def attrgetter(*attrs):
    if len(attrs) == 1:
        name = attrs[0]
        def g(obj):
            return _attr(obj, name)
        return g
    def g(obj):
        return tuple([_attr(obj, a) for a in attrs])
    return g
def methodcaller(name, *args, **kwargs):
    def c(obj):
        return callmethod(obj, name, args, kwargs)
    return c
def contains(a, b):
    return b in a
def getitem(a, b):
    return a[b]
def setitem(a, b, c):
    a[b] = c
def delitem(a, b):
    del a[b]
def countOf(a, b):
    return sum(1 for x in a if x is b or x == b)
{'itemgetter': itemgetter, 'attrgetter': attrgetter, 'methodcaller': methodcaller,
 'add': lambda a, b: a + b, 'sub': lambda a, b: a - b, 'mul': lambda a, b: a * b,
 'truediv': lambda a, b: a / b, 'floordiv': lambda a, b: a // b, 'mod': lambda a, b: a % b,
 'pow': lambda a, b: a ** b, 'neg': lambda a: -a, 'pos': lambda a: +a, 'abs': abs,
 'and_': lambda a, b: a & b, 'or_': lambda a, b: a | b, 'xor': lambda a, b: a ^ b,
 'lshift': lambda a, b: a << b, 'rshift': lambda a, b: a >> b, 'invert': lambda a: ~a,
 'eq': lambda a, b: a == b, 'ne': lambda a, b: a != b, 'lt': lambda a, b: a < b,
 'le': lambda a, b: a <= b, 'gt': lambda a, b: a > b, 'ge': lambda a, b: a >= b,
 'not_': lambda a: not a, 'truth': lambda a: bool(a), 'is_': lambda a, b: a is b,
 'is_not': lambda a, b: a is not b, 'concat': lambda a, b: a + b, 'contains': contains,
 'getitem': getitem, 'setitem': setitem, 'delitem': delitem, 'countOf': countOf,
 'index': lambda a: a.__index__() if not isinstance(a, int) else a}
