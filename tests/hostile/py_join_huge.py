# py_join_huge.py - hostile Python: memory bomb through str.join of a repeated list.
# expect: memory_limit timeout instruction_limit
print(len(",".join(["x" * 1000] * 10 ** 6)))
