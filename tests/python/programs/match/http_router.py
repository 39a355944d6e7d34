# A URL router using match on split paths.
def route(method, path):
    match method, path.strip("/").split("/"):
        case "GET", [""]:
            return "home"
        case "GET", ["users"]:
            return "list users"
        case "GET", ["users", uid] if uid.isdigit():
            return f"show user {int(uid)}"
        case "POST", ["users"]:
            return "create user"
        case "DELETE", ["users", uid]:
            return f"delete user {uid}"
        case _, ["users", *_]:
            return "405 method not allowed"
        case _:
            return "404"


for m, p in [("GET", "/"), ("GET", "/users"), ("GET", "/users/42"), ("GET", "/users/x"), ("POST", "/users/"),
             ("DELETE", "/users/7"), ("PUT", "/users/7"), ("GET", "/nope")]:
    print(m, p, "->", route(m, p))
