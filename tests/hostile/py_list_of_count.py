# py_list_of_count.py - hostile Python: an endless iterator drained natively: list(itertools.count()).
# expect: memory_limit timeout instruction_limit
import itertools
print(len(list(itertools.count())))
