# Splitting an iterable into chunks with a generator.
def chunks(it, n):
    buf = []
    for x in it:
        buf.append(x)
        if len(buf) == n:
            yield buf
            buf = []
    if buf:
        yield buf


print(list(chunks(range(10), 3)))
print(list(chunks("abcdefg", 2)))
print(list(chunks([], 4)))
