# py_sorted_huge.py - hostile Python: native sort of a 10 ** 8 range.
# expect: memory_limit timeout instruction_limit
print(len(sorted(range(10 ** 8), reverse=True)))
