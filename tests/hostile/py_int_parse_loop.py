# py_int_parse_loop.py - hostile Python: quadratic native work: int() of 4,000 digits, looped.
# expect: timeout instruction_limit
digits = "9" * 4000
while True:
    int(digits)
