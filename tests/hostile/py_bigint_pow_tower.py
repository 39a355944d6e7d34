# py_bigint_pow_tower.py - hostile Python: memory bomb: 10 ** 10 ** 8 (a 42 MB number, then its decimal text).
# expect: memory_limit timeout instruction_limit
n = 10 ** 10 ** 8
print(len(str(n)))
