# An uncaught TypeError from calling with a wrong argument count.
def area(w, h):
    return w * h


print(area(3))
