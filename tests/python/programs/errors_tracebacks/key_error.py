# An uncaught KeyError shows the key's repr.
config = {"host": "localhost"}
print("host", config["host"])
print("port", config["port"])
