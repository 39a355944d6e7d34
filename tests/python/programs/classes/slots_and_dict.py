# Instance __dict__ and dynamic attributes.
class Config:
    def __init__(self, **kw):
        self.__dict__.update(kw)

    def __getattr__(self, name):
        return f"<unset {name}>"


c = Config(host="localhost", port=8080)
print(c.host, c.port, c.debug)
c.debug = True
print(c.debug, c.__dict__)
