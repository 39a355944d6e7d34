# py_generator_loop.py - hostile Python: an endless generator consumed by a for loop.
# expect: timeout instruction_limit
def gen():
    n = 0
    while True:
        yield n
        n += 1


for x in gen():
    pass
