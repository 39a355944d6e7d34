# Returning (value, error) pairs, the agent's error-handling style.
def parse_price(s):
    try:
        v = float(s.strip().lstrip("$"))
    except ValueError:
        return None, f"not a price: {s!r}"
    if v < 0:
        return None, f"negative: {v}"
    return round(v, 2), None


total = 0
for s in ["$3.50", "12", " 7.125 ", "abc", "-4", "$1e2"]:
    v, err = parse_price(s)
    if err:
        print("skip", err)
    else:
        total += v
        print("ok", v)
print("total", total)
