# py_bigint_divide.py - hostile Python: native big-int division of a 95,000-digit number, looped.
# expect: timeout instruction_limit
a = 3 ** 200000
b = 7 ** 50000 + 1
while True:
    a // b
