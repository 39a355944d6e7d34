# py_str_repeat_huge.py - hostile Python: memory bomb: 'x' * 10 ** 10.
# expect: memory_limit
s = "x" * 10 ** 10
print(len(s))
