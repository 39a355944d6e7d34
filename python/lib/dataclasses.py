def __sx_dataclasses__():
    class _MissingType:
        def __repr__(self):
            return "MISSING"

    MISSING = _MissingType()

    class FrozenInstanceError(AttributeError):
        pass

    class _KwOnlyType:
        def __repr__(self):
            return "KW_ONLY"

    KW_ONLY = _KwOnlyType()

    class Field:
        def __init__(self, default, default_factory, init, repr, hash, compare, metadata, kw_only):
            self.name = None
            self.type = None
            self.default = default
            self.default_factory = default_factory
            self.init = init
            self.repr = repr
            self.hash = hash
            self.compare = compare
            self.metadata = metadata if metadata is not None else {}
            self.kw_only = kw_only

        def __repr__(self):
            return ("Field(name=" + repr(self.name) + ",type=" + repr(self.type) + ",default=" + repr(self.default)
                    + ",default_factory=" + repr(self.default_factory) + ",init=" + repr(self.init) + ",repr="
                    + repr(self.repr) + ",hash=" + repr(self.hash) + ",compare=" + repr(self.compare)
                    + ",metadata=" + repr(self.metadata) + ",kw_only=" + repr(self.kw_only) + ",_field_type=_FIELD)")

    def field(default=MISSING, default_factory=MISSING, init=True, repr=True, hash=None, compare=True,
              metadata=None, kw_only=MISSING):
        if default is not MISSING and default_factory is not MISSING:
            raise ValueError("cannot specify both default and default_factory")
        return Field(default, default_factory, init, repr, hash, compare, metadata, kw_only)

    def _is_classvar(tp):
        if isinstance(tp, str):
            return tp.startswith("ClassVar") or tp.startswith("typing.ClassVar")
        return getattr(tp, "__sx_classvar__", False)

    def _tuple(obj, flds):
        return tuple([getattr(obj, f.name) for f in flds])

    def _set(cls, name, fn):
        if not __sx_own__(cls, name):
            setattr(cls, name, fn)

    def _process(cls, init, repr_, eq, order, unsafe_hash, frozen, kw_only, slots):
        fields = {}
        mro = cls.__mro__
        for b in reversed(mro[1:]):
            if __sx_own__(b, "__dataclass_fields__"):
                for f in b.__dataclass_fields__.values():
                    fields[f.name] = f
        ann = {}
        if __sx_own__(cls, "__annotations__"):
            ann = cls.__annotations__
        kw_mode = kw_only
        for name, tp in ann.items():
            if tp is KW_ONLY:
                kw_mode = True
                continue
            if _is_classvar(tp):
                continue
            default = getattr(cls, name, MISSING) if __sx_own__(cls, name) else MISSING
            if isinstance(default, Field):
                f = default
                if f.default is MISSING and f.default_factory is MISSING:
                    delattr(cls, name)
                elif f.default is not MISSING:
                    setattr(cls, name, f.default)
            else:
                if isinstance(default, (list, dict, set)):
                    raise ValueError("mutable default " + repr(type(default)) + " for field " + name
                                     + " is not allowed: use default_factory")
                f = Field(default, MISSING, True, True, None, True, None, MISSING)
            f.name = name
            f.type = tp
            if f.kw_only is MISSING:
                f.kw_only = kw_mode
            if isinstance(f.default, (list, dict, set)):
                raise ValueError("mutable default " + repr(type(f.default)) + " for field " + name
                                 + " is not allowed: use default_factory")
            fields[name] = f
        flds = list(fields.values())
        cls.__dataclass_fields__ = fields
        qual = cls.__name__
        pos = [f for f in flds if f.init and not f.kw_only]
        kws = [f for f in flds if f.init and f.kw_only]
        seen_default = False
        for f in pos:
            has = f.default is not MISSING or f.default_factory is not MISSING
            if has:
                seen_default = True
            elif seen_default:
                raise TypeError("non-default argument " + repr(f.name) + " follows default argument")
        names = [f.name for f in pos + kws]

        def __init__(self, *args, **kwargs):
            if len(args) > len(pos):
                n = len(pos) + 1
                raise TypeError(qual + ".__init__() takes " + str(n) + " positional argument"
                                + ("" if n == 1 else "s") + " but " + str(len(args) + 1)
                                + (" was" if len(args) + 1 == 1 else " were") + " given")
            values = {}
            i = 0
            for a in args:
                values[pos[i].name] = a
                i += 1
            for k, v in kwargs.items():
                if k not in names:
                    raise TypeError(qual + ".__init__() got an unexpected keyword argument '" + k + "'")
                if k in values:
                    raise TypeError(qual + ".__init__() got multiple values for argument '" + k + "'")
                values[k] = v
            missing = [f.name for f in pos if f.name not in values and f.default is MISSING
                       and f.default_factory is MISSING]
            if missing:
                if len(missing) == 1:
                    text = "'" + missing[0] + "'"
                else:
                    text = ", ".join(["'" + m + "'" for m in missing[:-1]]) + " and '" + missing[-1] + "'"
                raise TypeError(qual + ".__init__() missing " + str(len(missing)) + " required positional argument"
                                + ("" if len(missing) == 1 else "s") + ": " + text)
            kmissing = [f.name for f in kws if f.name not in values and f.default is MISSING
                        and f.default_factory is MISSING]
            if kmissing:
                text = ", ".join(["'" + m + "'" for m in kmissing])
                raise TypeError(qual + ".__init__() missing " + str(len(kmissing)) + " required keyword-only argument"
                                + ("" if len(kmissing) == 1 else "s") + ": " + text)
            for f in flds:
                if f.init and f.name in values:
                    v = values[f.name]
                elif f.default_factory is not MISSING:
                    v = f.default_factory()
                elif f.default is not MISSING:
                    v = f.default
                else:
                    continue
                if frozen:
                    object.__setattr__(self, f.name, v)
                else:
                    setattr(self, f.name, v)
            if hasattr(self, "__post_init__"):
                self.__post_init__()

        if init:
            _set(cls, "__init__", __init__)
        rfl = [f for f in flds if f.repr]

        def __repr__(self):
            return (type(self).__name__ + "(" + ", ".join([f.name + "=" + repr(getattr(self, f.name)) for f in rfl])
                    + ")")

        if repr_:
            _set(cls, "__repr__", __repr__)
        cfl = [f for f in flds if f.compare]

        def __eq__(self, other):
            if type(other) is type(self):
                return _tuple(self, cfl) == _tuple(other, cfl)
            return NotImplemented

        if eq:
            _set(cls, "__eq__", __eq__)
        if order:
            def __lt__(self, other):
                if type(other) is type(self):
                    return _tuple(self, cfl) < _tuple(other, cfl)
                return NotImplemented

            def __le__(self, other):
                if type(other) is type(self):
                    return _tuple(self, cfl) <= _tuple(other, cfl)
                return NotImplemented

            def __gt__(self, other):
                if type(other) is type(self):
                    return _tuple(self, cfl) > _tuple(other, cfl)
                return NotImplemented

            def __ge__(self, other):
                if type(other) is type(self):
                    return _tuple(self, cfl) >= _tuple(other, cfl)
                return NotImplemented

            _set(cls, "__lt__", __lt__)
            _set(cls, "__le__", __le__)
            _set(cls, "__gt__", __gt__)
            _set(cls, "__ge__", __ge__)
        hfl = [f for f in flds if (f.compare if f.hash is None else f.hash)]

        def __hash__(self):
            return hash(_tuple(self, hfl))

        if unsafe_hash or (eq and frozen):
            setattr(cls, "__hash__", __hash__)
        elif eq and not __sx_own__(cls, "__hash__"):
            setattr(cls, "__hash__", None)
        if frozen:
            def __setattr__(self, name, value):
                raise FrozenInstanceError("cannot assign to field " + repr(name))

            setattr(cls, "__setattr__", __setattr__)
        cls.__match_args__ = tuple([f.name for f in pos])
        if slots and not __sx_own__(cls, "__slots__"):
            cls.__slots__ = tuple([f.name for f in flds])
        return cls

    def dataclass(cls=None, init=True, repr=True, eq=True, order=False, unsafe_hash=False, frozen=False,
                  match_args=True, kw_only=False, slots=False):
        if cls is None:
            return lambda c: _process(c, init, repr, eq, order, unsafe_hash, frozen, kw_only, slots)
        return _process(cls, init, repr, eq, order, unsafe_hash, frozen, kw_only, slots)

    def fields(obj):
        fl = getattr(obj, "__dataclass_fields__", None)
        if fl is None:
            raise TypeError("must be called with a dataclass type or instance")
        return tuple(fl.values())

    def is_dataclass(obj):
        return hasattr(obj, "__dataclass_fields__")

    def _asdict(v, factory):
        if hasattr(v, "__dataclass_fields__") and not isinstance(v, type):
            return factory([(f.name, _asdict(getattr(v, f.name), factory)) for f in v.__dataclass_fields__.values()])
        if isinstance(v, list):
            return [_asdict(x, factory) for x in v]
        if isinstance(v, tuple):
            return tuple([_asdict(x, factory) for x in v])
        if isinstance(v, dict):
            return {_asdict(k, factory): _asdict(x, factory) for k, x in v.items()}
        return v

    def asdict(obj, dict_factory=dict):
        if not hasattr(obj, "__dataclass_fields__") or isinstance(obj, type):
            raise TypeError("asdict() should be called on dataclass instances")
        return _asdict(obj, dict_factory)

    def _astuple(v):
        if hasattr(v, "__dataclass_fields__") and not isinstance(v, type):
            return tuple([_astuple(getattr(v, f.name)) for f in v.__dataclass_fields__.values()])
        if isinstance(v, list):
            return [_astuple(x) for x in v]
        if isinstance(v, tuple):
            return tuple([_astuple(x) for x in v])
        if isinstance(v, dict):
            return {_astuple(k): _astuple(x) for k, x in v.items()}
        return v

    def astuple(obj):
        if not hasattr(obj, "__dataclass_fields__") or isinstance(obj, type):
            raise TypeError("astuple() should be called on dataclass instances")
        return _astuple(obj)

    def replace(obj, **changes):
        kw = {}
        for f in obj.__dataclass_fields__.values():
            if f.init:
                kw[f.name] = changes[f.name] if f.name in changes else getattr(obj, f.name)
            elif f.name in changes:
                raise ValueError("field " + f.name + " is declared with init=False, it cannot be specified with replace()")
        for k in changes:
            if k not in kw:
                raise TypeError(type(obj).__name__ + ".__init__() got an unexpected keyword argument '" + k + "'")
        return type(obj)(**kw)

    return {"dataclass": dataclass, "field": field, "Field": Field, "fields": fields, "asdict": asdict,
            "astuple": astuple, "replace": replace, "is_dataclass": is_dataclass, "MISSING": MISSING,
            "KW_ONLY": KW_ONLY, "FrozenInstanceError": FrozenInstanceError}
__sx_dataclasses__()
