# An except clause without an indented block.
try:
    x = 1
except:
print(x)
