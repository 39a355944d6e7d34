# py_sum_count.py - hostile Python: an endless iterator summed natively: sum(itertools.count()).
# expect: timeout instruction_limit
# pending: itertools is not in the subset yet
import itertools
print(sum(itertools.count()))
