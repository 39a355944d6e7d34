# py_factorial_huge.py - hostile Python: native big-int work: math.factorial(10 ** 7).
# expect: memory_limit timeout instruction_limit
import math
print(math.factorial(10 ** 7) % 7)
