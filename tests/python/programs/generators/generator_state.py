# A generator's state: gi_running-free check via a wrapper.
def numbered(items):
    for i, item in enumerate(items, 1):
        yield f"{i:>2}. {item}"


for line in numbered(["milk", "eggs", "bread", "coffee"]):
    print(line)
g = numbered([])
print(list(g), list(numbered("xy")))
