# py_list_growth.py - hostile Python: memory bomb: a list of lists growing forever.
# expect: memory_limit timeout instruction_limit
a = []
while True:
    a.append([0] * 1000)
