# The name bound by except is deleted after the handler.
try:
    raise ValueError("gone")
except ValueError as err:
    saved = err
print(repr(saved))
try:
    print(err)
except NameError as e:
    print("NameError:", e)
