# A traceback from inside a generator.
def gen():
    yield 1
    yield 1 / 0


for x in gen():
    print(x)
