# raise ... from None hides the context.
try:
    int("x")
except ValueError:
    raise LookupError("no such item") from None
