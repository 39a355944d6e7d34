# match on literal values with a wildcard.
def http_status(code):
    match code:
        case 200:
            return "OK"
        case 301 | 302:
            return "Redirect"
        case 404:
            return "Not Found"
        case 500:
            return "Server Error"
        case _:
            return "Unknown"


print([http_status(c) for c in (200, 302, 404, 418, 500)])
