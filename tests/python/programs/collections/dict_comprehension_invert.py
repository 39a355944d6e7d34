# Inverting a dict with duplicate values.
colors = {"apple": "red", "banana": "yellow", "cherry": "red", "lemon": "yellow", "lime": "green"}
inv = {}
for fruit, color in colors.items():
    inv.setdefault(color, []).append(fruit)
print(inv)
print({v: k for k, v in colors.items()})
