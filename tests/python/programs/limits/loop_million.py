# A million loop iterations.
total = 0
for i in range(1000000):
    total += i & 7
print(total)
