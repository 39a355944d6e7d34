# ChainMap for layered configuration.
from collections import ChainMap

defaults = {"color": "red", "user": "guest", "debug": False}
env = {"user": "admin"}
cli = {"debug": True}
cfg = ChainMap(cli, env, defaults)
print(cfg["color"], cfg["user"], cfg["debug"], len(cfg), sorted(cfg))
cfg["color"] = "blue"
print(cli, defaults["color"])
