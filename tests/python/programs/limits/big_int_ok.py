# A 4000-digit integer and arithmetic on it.
n = 7 ** 4700
print(n.bit_length(), len(str(n)), str(n)[:30], n % 1000003)
print(len(str(n * n % 10 ** 4000)))
