# Parsing URLs and query strings by hand.
def parse_url(url):
    scheme, rest = url.split("://", 1) if "://" in url else ("", url)
    rest, _, fragment = rest.partition("#")
    rest, _, query = rest.partition("?")
    host, _, path = rest.partition("/")
    host, _, port = host.partition(":")
    params = {}
    for pair in filter(None, query.split("&")):
        k, _, v = pair.partition("=")
        params.setdefault(k, []).append(v.replace("+", " "))
    return {"scheme": scheme, "host": host, "port": int(port) if port else None, "path": "/" + path,
            "query": params, "fragment": fragment}


for u in ["https://example.com:8443/api/v1/items?id=3&id=4&q=red+shoes#top", "http://localhost/", "ftp://files.org/pub/x.tar.gz?"]:
    print(parse_url(u))
