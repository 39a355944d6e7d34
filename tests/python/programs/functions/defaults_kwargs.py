# Default arguments, keyword arguments and keyword-only parameters.
def greet(name, greeting="Hello", *, punct="!"):
    return f"{greeting}, {name}{punct}"


print(greet("Ann"), greet("Bo", "Hi"), greet("Cy", punct="?"), greet(greeting="Yo", name="Di"))
try:
    greet("x", "y", "z")
except TypeError as e:
    print("TypeError:", e)
try:
    greet()
except TypeError as e:
    print("TypeError:", e)
try:
    greet("a", nope=1)
except TypeError as e:
    print("TypeError:", e)
