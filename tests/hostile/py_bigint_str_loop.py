# py_bigint_str_loop.py - hostile Python: quadratic native work: a 3,400-digit int converted to text again and again.
# expect: timeout instruction_limit
n = 7 ** 4000
while True:
    str(n)
