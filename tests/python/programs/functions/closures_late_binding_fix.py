# Closures in loops with a factory function.
def make_multipliers():
    return [(lambda k: (lambda x: x * k))(k) for k in range(1, 5)]


print([m(10) for m in make_multipliers()])
handlers = {}
for event in ["open", "close"]:
    def handler(e=event):
        return "handled " + e
    handlers[event] = handler
print(handlers["open"](), handlers["close"]())
