# iter(callable, sentinel) and reading chunks.
data = [3, 1, 4, 1, 5, 9, 0, 2, 6]
it = iter(data)
print(list(iter(lambda: next(it), 0)))
print(list(it))
