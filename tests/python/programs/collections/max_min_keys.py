# max/min with key and default on dicts and lists.
temps = {"mon": 21.5, "tue": 25.0, "wed": 19.0, "thu": 25.0}
print(max(temps, key=temps.get), min(temps, key=temps.get), max(temps.values()))
print(max([], default=None), min("hello"), max([(1, "b"), (1, "a")]))
try:
    max([])
except ValueError as e:
    print("ValueError:", e)
