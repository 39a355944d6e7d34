# A call-counting decorator with state on the wrapper.
def counted(fn):
    def wrapper(*a, **k):
        wrapper.calls += 1
        return fn(*a, **k)

    wrapper.calls = 0
    return wrapper


@counted
def work(x):
    return x * x


for i in range(5):
    work(i)
print(work.calls)
