# py_infinite_loop.py - hostile Python: an empty infinite loop.
# expect: timeout instruction_limit
while True:
    pass
