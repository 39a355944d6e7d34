# py_bigint_square.py - hostile Python: memory bomb: a big int squared forever.
# expect: memory_limit timeout instruction_limit
x = 3
while True:
    x = x * x
