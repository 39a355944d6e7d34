def __sx_typing__():
    def _name(t):
        if t is None or t is type(None):
            return "None"
        if t is ...:
            return "..."
        if isinstance(t, type):
            if t.__name__ in ("int", "str", "float", "bool", "list", "dict", "tuple", "set", "frozenset", "bytes",
                              "object", "type", "complex", "range"):
                return t.__name__
            return "__main__." + t.__name__
        if isinstance(t, list):
            return "[" + ", ".join([_name(x) for x in t]) + "]"
        return repr(t)

    class _Alias:
        def __init__(self, origin, args, name, prefix):
            self.__origin__ = origin
            self.__args__ = args
            self._name = name
            self._prefix = prefix

        def __repr__(self):
            if self.__args__ is None:
                return self._prefix + self._name
            return self._prefix + self._name + "[" + ", ".join([_name(a) for a in self.__args__]) + "]"

        def __getitem__(self, key):
            args = key if isinstance(key, tuple) else (key,)
            return _Alias(self.__origin__, args, self._name, self._prefix)

        def __or__(self, other):
            return _Union((self, other))

        def __ror__(self, other):
            return _Union((other, self))

        def __call__(self, *args, **kwargs):
            if self.__origin__ is None:
                raise TypeError("Cannot instantiate " + repr(self))
            return self.__origin__(*args, **kwargs)

        def __eq__(self, other):
            return (isinstance(other, _Alias) and self.__origin__ is other.__origin__ and self._name == other._name
                    and self.__args__ == other.__args__)

        def __hash__(self):
            return hash(self._name)

    class _Union:
        def __init__(self, args):
            flat = []
            for a in args:
                if isinstance(a, _Union):
                    flat = flat + list(a.__args__)
                else:
                    flat.append(type(None) if a is None else a)
            self.__args__ = tuple(flat)

        def __repr__(self):
            return " | ".join([_name(a) for a in self.__args__])

        def __or__(self, other):
            return _Union((self, other))

        def __ror__(self, other):
            return _Union((other, self))

    class _Special:
        def __init__(self, name, kind):
            self._name = name
            self._kind = kind

        def __repr__(self):
            return "typing." + self._name

        def __getitem__(self, key):
            args = key if isinstance(key, tuple) else (key,)
            if self._kind == "optional":
                return _Alias(None, (args[0],), "Optional", "typing.")
            if self._kind == "union":
                if len(args) == 2 and (args[1] is None or args[1] is type(None)):
                    return _Alias(None, (args[0],), "Optional", "typing.")
                return _Alias(None, args, "Union", "typing.")
            if self._kind == "classvar":
                a = _Alias(None, args, self._name, "typing.")
                a.__sx_classvar__ = True
                return a
            return _Alias(None, args, self._name, "typing.")

        def __call__(self, *args):
            raise TypeError("Cannot instantiate typing." + self._name)

        def __or__(self, other):
            return _Union((self, other))

    def _generic(origin, name):
        return _Alias(origin, None, name, "typing.")

    List = _generic(list, "List")
    Dict = _generic(dict, "Dict")
    Set = _generic(set, "Set")
    FrozenSet = _generic(frozenset, "FrozenSet") if False else _generic(None, "FrozenSet")
    Tuple = _generic(tuple, "Tuple")
    Type = _generic(type, "Type")
    DefaultDict = _generic(None, "DefaultDict")
    Deque = _generic(None, "Deque")
    Counter = _generic(None, "Counter")
    OrderedDict = _generic(None, "OrderedDict")
    ChainMap = _generic(None, "ChainMap")
    Callable = _generic(None, "Callable")
    Iterable = _generic(None, "Iterable")
    Iterator = _generic(None, "Iterator")
    Generator = _generic(None, "Generator")
    Sequence = _generic(None, "Sequence")
    MutableSequence = _generic(None, "MutableSequence")
    Mapping = _generic(None, "Mapping")
    MutableMapping = _generic(None, "MutableMapping")
    AbstractSet = _generic(None, "AbstractSet")
    MutableSet = _generic(None, "MutableSet")
    Collection = _generic(None, "Collection")
    Container = _generic(None, "Container")
    Hashable = _generic(None, "Hashable")
    Sized = _generic(None, "Sized")
    Reversible = _generic(None, "Reversible")
    Awaitable = _generic(None, "Awaitable")
    Coroutine = _generic(None, "Coroutine")
    AsyncIterator = _generic(None, "AsyncIterator")
    AsyncIterable = _generic(None, "AsyncIterable")
    AsyncGenerator = _generic(None, "AsyncGenerator")
    Pattern = _generic(None, "Pattern")
    Match = _generic(None, "Match")
    Any = _Special("Any", "any")
    NoReturn = _Special("NoReturn", "any")
    Never = _Special("Never", "any")
    Self = _Special("Self", "any")
    LiteralString = _Special("LiteralString", "any")
    Optional = _Special("Optional", "optional")
    Union = _Special("Union", "union")
    Literal = _Special("Literal", "literal")
    Final = _Special("Final", "final")
    ClassVar = _Special("ClassVar", "classvar")
    Annotated = _Special("Annotated", "annotated")
    TypeAlias = _Special("TypeAlias", "any")
    Concatenate = _Special("Concatenate", "any")
    Required = _Special("Required", "any")
    NotRequired = _Special("NotRequired", "any")
    TypeGuard = _Special("TypeGuard", "any")

    class TypeVar:
        def __init__(self, name, *constraints, **options):
            self.__name__ = name
            self.__constraints__ = constraints
            self.__bound__ = options.get("bound")

        def __repr__(self):
            return "~" + self.__name__

        def __or__(self, other):
            return _Union((self, other))

    class ParamSpec(TypeVar):
        pass

    class Generic:
        def __class_getitem__(cls, params):
            a = _Alias(cls, params if isinstance(params, tuple) else (params,), cls.__name__,
                       "typing." if cls is Generic or cls is Protocol else "__main__.")
            a.__sx_origin__ = cls
            return a

    class Protocol(Generic):
        pass

    def runtime_checkable(cls):
        return cls

    class TypedDict:
        def __sx_build_class__(cls):
            return dict

    def NewType(name, tp):
        def new_type(x):
            return x
        new_type.__name__ = name
        new_type.__supertype__ = tp
        return new_type

    class NamedTuple:
        def __sx_build_class__(cls):
            from collections import namedtuple
            ann = cls.__annotations__ if __sx_own__(cls, "__annotations__") else {}
            names = list(ann.keys())
            defaults = []
            for n in names:
                if __sx_own__(cls, n):
                    defaults.append(getattr(cls, n))
                elif defaults:
                    raise TypeError("Non-default namedtuple field " + n + " cannot follow default field"
                                    + ("s " if len(defaults) > 1 else " ") + ", ".join(names[:len(defaults)]))
            nt = namedtuple(cls.__name__, names, defaults=defaults if defaults else None)
            for k in __sx_attrs__(cls):
                if k not in ann and not k.startswith("__"):
                    setattr(nt, k, vars(cls)[k])
            nt.__annotations__ = ann
            return nt

    def cast(typ, val):
        return val

    def overload(func):
        def _overload_dummy(*args, **kwds):
            raise NotImplementedError("You should not call an overloaded function. A series of @typing.overload-decorated "
                                      "functions outside a stub module should always be followed by an implementation "
                                      "that is not @typing.overload-decorated.")
        return _overload_dummy

    def final(f):
        return f

    def no_type_check(f):
        return f

    def get_type_hints(obj):
        return dict(getattr(obj, "__annotations__", {}))

    def get_origin(tp):
        return getattr(tp, "__origin__", None)

    def get_args(tp):
        a = getattr(tp, "__args__", None)
        return tuple(a) if a is not None else ()

    def assert_never(arg):
        raise AssertionError("Expected code to be unreachable, but got: " + repr(arg))

    def reveal_type(obj):
        return obj

    def __sx_generic__(cls, key):
        args = key if isinstance(key, tuple) else (key,)
        return _Alias(cls, args, cls.__name__, "")

    def __sx_union__(a, b):
        return _Union((a, b))

    names = {"List": List, "Dict": Dict, "Set": Set, "FrozenSet": FrozenSet, "Tuple": Tuple, "Type": Type,
             "DefaultDict": DefaultDict, "Deque": Deque, "Counter": Counter, "OrderedDict": OrderedDict,
             "ChainMap": ChainMap, "Callable": Callable, "Iterable": Iterable, "Iterator": Iterator,
             "Generator": Generator, "Sequence": Sequence, "MutableSequence": MutableSequence, "Mapping": Mapping,
             "MutableMapping": MutableMapping, "AbstractSet": AbstractSet, "MutableSet": MutableSet,
             "Collection": Collection, "Container": Container, "Hashable": Hashable, "Sized": Sized,
             "Reversible": Reversible, "Awaitable": Awaitable, "Coroutine": Coroutine, "AsyncIterator": AsyncIterator,
             "AsyncIterable": AsyncIterable, "AsyncGenerator": AsyncGenerator, "Pattern": Pattern, "Match": Match,
             "Any": Any, "NoReturn": NoReturn, "Never": Never, "Self": Self, "LiteralString": LiteralString,
             "Optional": Optional, "Union": Union, "Literal": Literal, "Final": Final, "ClassVar": ClassVar,
             "Annotated": Annotated, "TypeAlias": TypeAlias, "Concatenate": Concatenate, "Required": Required,
             "NotRequired": NotRequired, "TypeGuard": TypeGuard, "TypeVar": TypeVar, "ParamSpec": ParamSpec,
             "Generic": Generic, "Protocol": Protocol, "runtime_checkable": runtime_checkable,
             "TypedDict": TypedDict, "NewType": NewType, "NamedTuple": NamedTuple, "cast": cast,
             "overload": overload, "final": final, "no_type_check": no_type_check, "get_type_hints": get_type_hints,
             "get_origin": get_origin, "get_args": get_args, "assert_never": assert_never,
             "reveal_type": reveal_type, "TYPE_CHECKING": False, "AnyStr": TypeVar("AnyStr"),
             "__sx_generic__": __sx_generic__, "__sx_union__": __sx_union__}
    return names
__sx_typing__()
