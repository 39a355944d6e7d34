# py_list_repeat_huge.py - hostile Python: memory bomb: [0] * 10 ** 9.
# expect: memory_limit instruction_limit
# (the repetition pays its 10^9 units before it allocates, so the budget may end it first)
a = [0] * 10 ** 9
print(len(a))
