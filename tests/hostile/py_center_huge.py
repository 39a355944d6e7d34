# py_center_huge.py - hostile Python: memory bomb through str.center.
# expect: memory_limit
print(len("x".center(10 ** 10)))
