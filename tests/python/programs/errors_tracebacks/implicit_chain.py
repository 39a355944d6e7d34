# An exception raised while handling another prints "During handling...".
try:
    {}["missing"]
except KeyError:
    raise ValueError("lookup failed")
