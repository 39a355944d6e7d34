# py_statistics_range_huge.py - hostile Python: statistics over a 10 ** 15 range (exact sums in a native loop's place).
# expect: timeout instruction_limit memory_limit
import statistics

print(statistics.mean(range(10 ** 15)))
