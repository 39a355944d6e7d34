# The built-in exception classes beyond the common ones: OSError and its kinds, UnicodeError, and the BaseException ones.
for cls in [FileNotFoundError, PermissionError, TimeoutError, ConnectionRefusedError, UnicodeDecodeError,
            KeyboardInterrupt, SystemExit, EOFError, UserWarning]:
    print(cls.__name__, issubclass(cls, Exception), issubclass(cls, OSError), issubclass(cls, ValueError))
try:
    raise FileNotFoundError(2, "No such file or directory")
except OSError as e:
    print(type(e).__name__, e, e.args)
try:
    raise TimeoutError("too slow")
except OSError as e:
    print(repr(e), str(e))
print(IOError is OSError, EnvironmentError is OSError)
try:
    raise KeyboardInterrupt
except Exception:
    print("not an Exception")
except BaseException as e:
    print("BaseException", repr(e))
print(str(OSError()), str(OSError("a", "b", "c")))
