def greet(name, greeting="Hello", *args, **kwargs):
    return f"{greeting}, {name}! {args} {kwargs}"

def kw_only(a, *, b=2, c):
    return a + b + c

print(greet("Ann"))
print(greet("Bob", "Hi"))
print(kw_only(1, c=3), kw_only(1, b=10, c=3))

def counter():
    count = 0
    def inc():
        nonlocal count
        count += 1
        return count
    return inc

c = counter()
c()
c()
print(c())

total = 0
def add(n):
    global total
    total += n
add(5)
add(7)
print(total)

square = lambda x: x * x
print(square(7), list(map(lambda x: x + 1, [1, 2])))

def fact(n):
    return 1 if n <= 1 else n * fact(n - 1)
print(fact(10), [fact(i) for i in range(6)])

def apply(f, *xs):
    return [f(x) for x in xs]
print(apply(str, 1, 2, 3), apply(abs, -1, -2))

def varargs(*args):
    return sum(args), len(args), args
print(varargs(), varargs(1, 2, 3))

def make_adders():
    return [lambda x, i=i: x + i for i in range(3)]
print([f(10) for f in make_adders()])
