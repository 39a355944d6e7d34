# py_list_of_count.py - hostile Python: an endless iterator drained natively: list(itertools.count()).
# expect: memory_limit timeout instruction_limit
# pending: itertools is not in the subset yet
import itertools
print(len(list(itertools.count())))
