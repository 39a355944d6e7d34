# None in conditions, defaults and comparisons.
def find(items, key):
    for k, v in items:
        if k == key:
            return v
    return None


pairs = [("a", 1), ("b", 0), ("c", None)]
for key in "abcd":
    v = find(pairs, key)
    print(key, v, v is None, v or "default")
print(None == 0, None == False, str(None), repr(None))
