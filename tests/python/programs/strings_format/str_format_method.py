# str.format with positional, named, indexed and attribute fields.
print("{} + {} = {}".format(1, 2, 3))
print("{0}{1}{0}".format("ab", "cd"))
print("{name} is {age}".format(name="Eve", age=22))
point = {"x": 3, "y": 4}
print("x={0[x]} y={0[y]}".format(point))
print("{:>6}|{:<6}|{:^6}".format("a", "b", "c"))
print("{0:.3f} {0:e} {0:%}".format(0.5))
print("{!r} {!s}".format("s", "s"))


class P:
    x = 10


print("{0.x} {p.x}".format(P, p=P()))
