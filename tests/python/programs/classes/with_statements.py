# with: __enter__/__exit__, suppression, several managers, return and break inside the block.
class Res:
    def __init__(self, name, log, swallow=False):
        self.name, self.log, self.swallow = name, log, swallow

    def __enter__(self):
        self.log.append("enter " + self.name)
        return self

    def __exit__(self, et, ev, tb):
        self.log.append(f"exit {self.name} {et.__name__ if et else None}")
        return self.swallow


log = []


def early():
    with Res("r", log):
        return "returned"


print(early(), log)
log.clear()
for i in range(3):
    with Res(f"loop{i}", log):
        if i == 1:
            break
print(log)
log.clear()
with Res("outer", log, swallow=True) as a, Res("inner", log) as b:
    log.append(a.name + "+" + b.name)
    raise ValueError("boom")
print(log)
try:
    with Res("x", log):
        1 / 0
except ZeroDivisionError as e:
    print("caught", e, log[-1])
