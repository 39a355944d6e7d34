# A generator function, next(), and exhaustion.
def count_up(n):
    print("start")
    for i in range(n):
        yield i
    print("end")


g = count_up(3)
print(type(g).__name__)
print(next(g))
print(list(g))
print(list(g))
