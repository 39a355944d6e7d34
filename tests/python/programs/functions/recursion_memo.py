# Recursion with a memo dict: Fibonacci and partitions.
memo = {}


def fib(n):
    if n < 2:
        return n
    if n not in memo:
        memo[n] = fib(n - 1) + fib(n - 2)
    return memo[n]


print([fib(i) for i in range(15)], fib(90))


def partitions(n, k=None):
    k = n if k is None else k
    if n == 0:
        return 1
    return sum(partitions(n - i, i) for i in range(1, min(n, k) + 1))


print([partitions(n) for n in range(1, 15)])
