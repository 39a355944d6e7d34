# A traceback through a lambda and map.
data = ["1", "2", "", "4"]
print(list(map(lambda s: int(s) * 2, data)))
