# OSError(errno, text) makes the subclass CPython picks for the errno.
for n in [1, 2, 13, 17, 20, 21, 32, 104, 110, 111, 999]:
    e = OSError(n, "message")
    print(n, type(e).__name__, str(e), isinstance(e, OSError))
print(type(OSError("just text")).__name__, type(FileNotFoundError(13, "x")).__name__)


class AppError(OSError):
    pass


print(type(AppError(2, "mine")).__name__)
