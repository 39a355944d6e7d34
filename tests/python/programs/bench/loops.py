# bench/python/loops.py at a smaller size (the corpus checks the CPU suite's Python text byte for byte against CPython).
# CPU suite in Python (bench/cpu/loops.js): nested counted loops with integer and floating-point arithmetic.
import math

N = 150
acc = 0
x = 0.5
for i in range(N):
    for j in range(N):
        acc = (acc + ((i * j) % 7) + ((i + j) & 15) + ((i ^ j) >> 3)) % 1000003
        x = x * 0.999 + (j % 10) * 0.01
print("loops checksum", acc, math.floor(x * 1e6))
