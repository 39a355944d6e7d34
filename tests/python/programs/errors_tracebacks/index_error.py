# An uncaught IndexError in a loop.
items = ["a", "b", "c"]
for i in range(4):
    print(items[i])
