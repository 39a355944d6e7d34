def __sx_functools__():
    class _CacheInfo:
        def __init__(self, hits, misses, maxsize, currsize):
            self.hits = hits
            self.misses = misses
            self.maxsize = maxsize
            self.currsize = currsize

        def __repr__(self):
            return ("CacheInfo(hits=" + repr(self.hits) + ", misses=" + repr(self.misses) + ", maxsize="
                    + repr(self.maxsize) + ", currsize=" + repr(self.currsize) + ")")

        def __iter__(self):
            return iter([self.hits, self.misses, self.maxsize, self.currsize])

        def __eq__(self, other):
            return tuple(self) == tuple(other)

        def __getitem__(self, i):
            return [self.hits, self.misses, self.maxsize, self.currsize][i]

    WRAPPER_ASSIGNMENTS = ("__module__", "__name__", "__qualname__", "__doc__")

    def update_wrapper(wrapper, wrapped, assigned=WRAPPER_ASSIGNMENTS, updated=()):
        for a in assigned:
            try:
                v = getattr(wrapped, a)
            except AttributeError:
                continue
            setattr(wrapper, a, v)
        wrapper.__wrapped__ = wrapped
        return wrapper

    def wraps(wrapped, assigned=WRAPPER_ASSIGNMENTS, updated=()):
        return lambda wrapper: update_wrapper(wrapper, wrapped, assigned, updated)

    def _make_key(args, kwargs, typed):
        if not kwargs and not typed and len(args) == 1 and type(args[0]) in (int, str):
            return args[0]
        key = list(args)
        if kwargs:
            key.append(_kwmark)
            for k, v in kwargs.items():
                key.append(k)
                key.append(v)
        if typed:
            for v in args:
                key.append(type(v))
            for v in kwargs.values():
                key.append(type(v))
        return tuple(key)

    class _KwMark:
        pass

    _kwmark = _KwMark()

    def _lru(user_function, maxsize, typed):
        cache = {}
        stats = [0, 0]

        def wrapper(*args, **kwargs):
            key = _make_key(args, kwargs, typed)
            if key in cache:
                stats[0] += 1
                value = cache[key]
                if maxsize is not None:
                    del cache[key]
                    cache[key] = value
                return value
            stats[1] += 1
            value = user_function(*args, **kwargs)
            if maxsize is None or maxsize > 0:
                cache[key] = value
                if maxsize is not None and len(cache) > maxsize:
                    del cache[next(iter(cache))]
            return value

        def cache_info():
            return _CacheInfo(stats[0], stats[1], maxsize, len(cache))

        def cache_clear():
            cache.clear()
            stats[0] = 0
            stats[1] = 0

        update_wrapper(wrapper, user_function)
        wrapper.cache_info = cache_info
        wrapper.cache_clear = cache_clear
        return wrapper

    def lru_cache(maxsize=128, typed=False):
        if callable(maxsize) and not isinstance(maxsize, bool):
            return _lru(maxsize, 128, typed)
        if maxsize is not None and maxsize < 0:
            maxsize = 0
        return lambda f: _lru(f, maxsize, typed)

    def cache(user_function):
        return _lru(user_function, None, False)

    def total_ordering(cls):
        def has(name):
            return getattr(cls, name, None) is not None

        if has("__lt__"):
            def __gt__(self, other):
                return not (self < other) and self != other

            def __le__(self, other):
                return self < other or self == other

            def __ge__(self, other):
                return not (self < other)

            fill = [("__gt__", __gt__), ("__le__", __le__), ("__ge__", __ge__)]
        elif has("__le__"):
            def __ge__(self, other):
                return not (self <= other) or self == other

            def __lt__(self, other):
                return self <= other and not self == other

            def __gt__(self, other):
                return not (self <= other)

            fill = [("__ge__", __ge__), ("__lt__", __lt__), ("__gt__", __gt__)]
        elif has("__gt__"):
            def __lt__(self, other):
                return not (self > other) and self != other

            def __ge__(self, other):
                return self > other or self == other

            def __le__(self, other):
                return not (self > other)

            fill = [("__lt__", __lt__), ("__ge__", __ge__), ("__le__", __le__)]
        elif has("__ge__"):
            def __le__(self, other):
                return not (self >= other) or self == other

            def __gt__(self, other):
                return self >= other and not self == other

            def __lt__(self, other):
                return not (self >= other)

            fill = [("__le__", __le__), ("__gt__", __gt__), ("__lt__", __lt__)]
        else:
            raise ValueError("must define at least one ordering operation: < > <= >=")
        for name, fn in fill:
            if not has(name):
                setattr(cls, name, fn)
        return cls

    class cached_property:
        def __init__(self, func):
            self.func = func
            self.attrname = None
            self.__doc__ = getattr(func, "__doc__", None)

        def __set_name__(self, owner, name):
            self.attrname = name

        def __get__(self, instance, owner=None):
            if instance is None:
                return self
            val = self.func(instance)
            object.__setattr__(instance, self.attrname, val)
            return val

    def singledispatch(func):
        registry = {}

        def dispatch(cls):
            for c in cls.__mro__:
                if c in registry:
                    return registry[c]
            return func

        def wrapper(*args, **kwargs):
            if not args:
                raise TypeError(getattr(func, "__name__", "singledispatch function") + " requires at least 1 positional argument")
            return dispatch(type(args[0]))(*args, **kwargs)

        def register(cls, f=None):
            if f is None and not isinstance(cls, type):
                f = cls
                ann = getattr(f, "__annotations__", {})
                cls = None
                for k, v in ann.items():
                    if k != "return":
                        cls = v
                        break
                if cls is None:
                    raise TypeError("Invalid first argument to `register()`: " + repr(f)
                                    + ". Use either `@register(some_class)` or plain `@register` on an annotated function.")
                registry[cls] = f
                return f
            if f is None:
                return lambda g: register(cls, g)
            registry[cls] = f
            return f

        registry[object] = func
        update_wrapper(wrapper, func)
        wrapper.register = register
        wrapper.dispatch = dispatch
        wrapper.registry = registry
        return wrapper

    class partial:
        def __init__(self, func, *args, **keywords):
            if not callable(func):
                raise TypeError("the first argument must be callable")
            if isinstance(func, partial):
                args = func.args + args
                merged = dict(func.keywords)
                merged.update(keywords)
                keywords = merged
                func = func.func
            self.func = func
            self.args = args
            self.keywords = keywords

        def __call__(self, *args, **keywords):
            if keywords:
                kw = dict(self.keywords)
                kw.update(keywords)
            else:
                kw = self.keywords
            return self.func(*self.args, *args, **kw)

        def __repr__(self):
            parts = [repr(self.func)] + [repr(a) for a in self.args]
            parts = parts + [k + "=" + repr(v) for k, v in self.keywords.items()]
            return "functools.partial(" + ", ".join(parts) + ")"

    return {"partial": partial, "wraps": wraps, "update_wrapper": update_wrapper, "lru_cache": lru_cache, "cache": cache,
            "total_ordering": total_ordering, "cached_property": cached_property, "singledispatch": singledispatch,
            "WRAPPER_ASSIGNMENTS": WRAPPER_ASSIGNMENTS}
__sx_functools__()
