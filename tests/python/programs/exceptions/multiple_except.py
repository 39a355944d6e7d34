# One handler for several types, and re-raising.
def risky(kind):
    if kind == "key":
        return {}["x"]
    if kind == "index":
        return [][1]
    if kind == "type":
        return 1 + "a"
    return "fine"


for kind in ["key", "index", "type", "none"]:
    try:
        print(risky(kind))
    except (KeyError, IndexError) as e:
        print("lookup error:", type(e).__name__, e)
    except Exception as e:
        print("other:", type(e).__name__, e)
try:
    try:
        risky("key")
    except KeyError:
        print("logging and re-raising")
        raise
except LookupError as e:
    print("outer caught", repr(e))
