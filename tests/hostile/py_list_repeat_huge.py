# py_list_repeat_huge.py - hostile Python: memory bomb: [0] * 10 ** 9.
# expect: memory_limit
a = [0] * 10 ** 9
print(len(a))
