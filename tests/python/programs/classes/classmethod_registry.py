# A plugin registry filled by __init_subclass__.
class Plugin:
    registry = {}

    def __init_subclass__(cls, **kw):
        super().__init_subclass__(**kw)
        Plugin.registry[cls.__name__.lower()] = cls

    def run(self, x):
        raise NotImplementedError


class Upper(Plugin):
    def run(self, x):
        return x.upper()


class Reverse(Plugin):
    def run(self, x):
        return x[::-1]


print(sorted(Plugin.registry))
for name in ["upper", "reverse"]:
    print(name, Plugin.registry[name]().run("secexec"))
