# Integer overflow never happens: factorials and powers of two in a loop.
x = 1
for i in range(1, 101):
    x *= 2
    if i % 20 == 0:
        print(i, x)
fact = 1
for i in range(1, 51):
    fact *= i
print(fact, len(str(fact)), fact % (10 ** 9 + 7))
