# py_format_width_huge.py - hostile Python: memory bomb through a format width.
# expect: memory_limit uncaught_exception
print(len(f"{1:>{10 ** 10}}"))
