# Generators as coroutines with send().
def averager():
    total, n, avg = 0.0, 0, None
    while True:
        x = yield avg
        total += x
        n += 1
        avg = total / n


a = averager()
next(a)
for v in [10, 20, 5, 45]:
    print(a.send(v))
