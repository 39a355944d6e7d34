# The builtin exception hierarchy.
for cls in [ZeroDivisionError, KeyError, IndexError, FileNotFoundError, ModuleNotFoundError, RecursionError,
            UnboundLocalError, NotImplementedError, StopIteration, TypeError, ValueError, UnicodeDecodeError]:
    print(cls.__name__, [c.__name__ for c in cls.__mro__[1:]])
print(issubclass(KeyboardInterrupt, Exception), issubclass(SystemExit, BaseException))
