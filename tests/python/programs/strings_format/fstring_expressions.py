# f-strings with expressions, conversions, nested specs and the = specifier.
name = "Ada"
items = [1, 2, 3]
width = 8
print(f"{name!r} {name!s} {name!a} {'é'!a}")
print(f"{len(items)} items, sum={sum(items)}, {items[-1] * 2}")
print(f"{name:>{width}}|{3.14159:.{2}f}|{'x' * 3}")
print(f"{name=} {width=} {width * 2 = } {items=!s}")
print(f"{{literal braces}} {'quoted'} {{{name}}}")
d = {"k": 5}
print(f"{d['k']} {d!r} {None} {True:>6}")
