# py_sum_count.py - hostile Python: an endless iterator summed natively: sum(itertools.count()).
# expect: timeout instruction_limit
import itertools
print(sum(itertools.count()))
