# py_dict_growth.py - hostile Python: memory bomb: a dict growing forever.
# expect: memory_limit timeout instruction_limit
d = {}
i = 0
while True:
    d[i] = str(i) * 10
    i += 1
