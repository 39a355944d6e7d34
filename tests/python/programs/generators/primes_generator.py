# An incremental prime generator.
def primes():
    found = []
    n = 2
    while True:
        if all(n % p for p in found if p * p <= n):
            found.append(n)
            yield n
        n += 1


g = primes()
print([next(g) for _ in range(20)])
