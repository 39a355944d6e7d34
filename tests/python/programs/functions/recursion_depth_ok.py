# Recursion a few hundred levels deep is fine.
def depth(n):
    return 0 if n == 0 else 1 + depth(n - 1)


print(depth(500))


def ackermann(m, n):
    if m == 0:
        return n + 1
    if n == 0:
        return ackermann(m - 1, 1)
    return ackermann(m - 1, ackermann(m, n - 1))


print(ackermann(2, 3), ackermann(3, 3))
