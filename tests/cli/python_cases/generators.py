def count_up(n):
    i = 0
    while i < n:
        yield i
        i += 1
    return "done"

print(list(count_up(4)), sum(count_up(101)), [x * 2 for x in count_up(3)])

def fib():
    a, b = 0, 1
    while True:
        yield a
        a, b = b, a + b

out = []
for v in fib():
    if v > 100:
        break
    out.append(v)
print(out)

g = count_up(2)
print(next(g), next(g), next(g, "end"))

def chain(*its):
    for it in its:
        yield from it

print(list(chain([1, 2], "ab", count_up(2))))

def pairs(d):
    for k in sorted(d):
        yield k, d[k]

for k, v in pairs({"b": 2, "a": 1}):
    print(k, v)

def gen_with_finally():
    try:
        yield 1
        yield 2
    finally:
        print("cleanup")

print(list(gen_with_finally()))

def failing():
    yield 1
    raise ValueError("inside the generator")

try:
    for x in failing():
        print("got", x)
except ValueError as e:
    print("caught", e)
g = count_up(1)
next(g)
next(g)
