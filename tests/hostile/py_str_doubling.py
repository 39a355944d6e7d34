# py_str_doubling.py - hostile Python: memory bomb: a string doubled forever.
# expect: memory_limit timeout instruction_limit
s = "ab"
while True:
    s = s + s
