# CPython 3.11 limits int/str conversion to 4300 digits.
n = 10 ** 4299
print(len(str(n)))
try:
    s = str(10 ** 5000)
except ValueError as e:
    print("ValueError:", e)
try:
    int("1" * 5000)
except ValueError as e:
    print("ValueError:", e)
print(len(hex(10 ** 5000)), (10 ** 5000) % 1000)
