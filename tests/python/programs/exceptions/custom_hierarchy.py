# A custom exception hierarchy and catching by base class.
class AppError(Exception):
    pass


class NotFound(AppError):
    def __init__(self, what):
        super().__init__(f"{what} not found")
        self.what = what


class Forbidden(AppError):
    pass


def fetch(key):
    if key == "secret":
        raise Forbidden("no access to " + key)
    if key != "ok":
        raise NotFound(key)
    return 42


for k in ["ok", "missing", "secret"]:
    try:
        print(k, fetch(k))
    except NotFound as e:
        print(k, "NotFound", e, e.what, e.args)
    except AppError as e:
        print(k, type(e).__name__, e)
