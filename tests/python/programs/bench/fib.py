# bench/python/fib.py at a smaller size (the corpus checks the CPU suite's Python text byte for byte against CPython).
# CPU suite in Python (bench/cpu/fib.js): recursive fib - call/return overhead and small-integer arithmetic.
def fib(n):
    return n if n < 2 else fib(n - 1) + fib(n - 2)


total = 0
for n in range(10, 19):
    total += fib(n)
print("fib checksum", total)
