# py_sum_range_huge.py - hostile Python: a native loop of 10 ** 15 steps: sum(range(10 ** 15)).
# expect: timeout instruction_limit
print(sum(range(10 ** 15)))
