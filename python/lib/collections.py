def __sx_collections__():
    base = __sx_base__
    Counter = base.Counter
    OrderedDict = base.OrderedDict
    _namedtuple = base.namedtuple

    def _counter_pos(c):
        r = Counter()
        for k, v in c.items():
            if v > 0:
                r[k] = v
        return r

    def __add__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        r = Counter()
        for k, v in self.items():
            n = v + other[k]
            if n > 0:
                r[k] = n
        for k, v in other.items():
            if k not in self and v > 0:
                r[k] = v
        return r

    def __sub__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        r = Counter()
        for k, v in self.items():
            n = v - other[k]
            if n > 0:
                r[k] = n
        for k, v in other.items():
            if k not in self and v < 0:
                r[k] = 0 - v
        return r

    def __or__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        r = Counter()
        for k, v in self.items():
            o = other[k]
            n = o if v < o else v
            if n > 0:
                r[k] = n
        for k, v in other.items():
            if k not in self and v > 0:
                r[k] = v
        return r

    def __and__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        r = Counter()
        for k, v in self.items():
            o = other[k]
            n = v if v < o else o
            if n > 0:
                r[k] = n
        return r

    def __pos__(self):
        return _counter_pos(self)

    def __neg__(self):
        r = Counter()
        for k, v in self.items():
            if v < 0:
                r[k] = 0 - v
        return r

    def __le__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        for k in set(self.keys()) | set(other.keys()):
            if not self[k] <= other[k]:
                return False
        return True

    def __lt__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return __le__(self, other) and self != other

    def __ge__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return __le__(other, self)

    def __gt__(self, other):
        if not isinstance(other, Counter):
            return NotImplemented
        return __le__(other, self) and self != other

    for name, fn in [("__add__", __add__), ("__sub__", __sub__), ("__or__", __or__), ("__and__", __and__),
                     ("__pos__", __pos__), ("__neg__", __neg__), ("__le__", __le__), ("__lt__", __lt__),
                     ("__ge__", __ge__), ("__gt__", __gt__)]:
        setattr(Counter, name, fn)

    def _od_fromkeys(cls, iterable, value=None):
        d = cls()
        for k in iterable:
            d[k] = value
        return d

    setattr(OrderedDict, "fromkeys", _od_fromkeys)

    def _make(cls, iterable):
        return cls(*iterable)

    def namedtuple(typename, field_names, *args, **kwargs):
        cls = _namedtuple(typename, field_names, *args, **kwargs)
        setattr(cls, "_make", _make)
        return cls

    class ChainMap:
        def __init__(self, *maps):
            self.maps = list(maps) if maps else [{}]

        def __getitem__(self, key):
            for m in self.maps:
                if key in m:
                    return m[key]
            raise KeyError(key)

        def get(self, key, default=None):
            return self[key] if key in self else default

        def __contains__(self, key):
            for m in self.maps:
                if key in m:
                    return True
            return False

        def __setitem__(self, key, value):
            self.maps[0][key] = value

        def __delitem__(self, key):
            try:
                del self.maps[0][key]
            except KeyError:
                raise KeyError("Key not found in the first mapping: " + repr(key))

        def _merged(self):
            d = {}
            for m in reversed(self.maps):
                for k in m:
                    d[k] = m[k]
            return d

        def __len__(self):
            return len(self._merged())

        def __iter__(self):
            return iter(list(self._merged().keys()))

        def keys(self):
            return list(self._merged().keys())

        def values(self):
            return [self[k] for k in self._merged()]

        def items(self):
            return [(k, self[k]) for k in self._merged()]

        def new_child(self, m=None):
            return ChainMap({} if m is None else m, *self.maps)

        @property
        def parents(self):
            return ChainMap(*self.maps[1:])

        def __repr__(self):
            return "ChainMap(" + ", ".join([repr(m) for m in self.maps]) + ")"

        def __eq__(self, other):
            if isinstance(other, ChainMap):
                return self._merged() == other._merged()
            return self._merged() == other

    return {"ChainMap": ChainMap, "namedtuple": namedtuple}
__sx_collections__()
