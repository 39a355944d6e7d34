# Flattening nested lists recursively and with a stack.
def flatten(x):
    for item in x:
        if isinstance(item, list):
            yield from flatten(item)
        else:
            yield item


data = [1, [2, [3, [4, [5]]]], [], [6, 7], 8]
print(list(flatten(data)))
stack, out = [data], []
while stack:
    top = stack.pop()
    if isinstance(top, list):
        stack.extend(reversed(top))
    else:
        out.append(top)
print(out)
