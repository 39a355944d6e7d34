# py_center_huge.py - hostile Python: memory bomb through str.center.
# expect: memory_limit
# pending: str.center is not in the subset yet (docs/python.md)
print(len("x".center(10 ** 10)))
