# bench/python/calls.py at a smaller size (the corpus checks the CPU suite's Python text byte for byte against CPython).
# CPU suite in Python (bench/cpu/calls.js): method calls on class instances, lambdas given to
# map/filter/reduce, recursion.
import math
from functools import reduce


class Vec:
    def __init__(self, x, y):
        self.x = x
        self.y = y

    def add(self, o):
        return Vec(self.x + o.x, self.y + o.y)

    def dot(self, o):
        return self.x * o.x + self.y * o.y

    def scale(self, k):
        return Vec(self.x * k, self.y * k)


class Account:
    def __init__(self, id):
        self.id = id
        self.balance = 0

    def deposit(self, n):
        self.balance += n
        return self

    def withdraw(self, n):
        if n <= self.balance:
            self.balance -= n
        return self

    def value(self):
        return self.balance


def depth(n):
    return 0 if n == 0 else 1 + depth(n - 1)


def ack(m, n):
    if m == 0:
        return n + 1
    if n == 0:
        return ack(m - 1, 1)
    return ack(m - 1, ack(m, n - 1))


checksum = 0
accounts = [Account(i) for i in range(64)]
for rnd in range(40):
    # methods on class instances
    v = Vec(1, 2)
    for i in range(100):
        v = v.add(Vec(i % 3, 1)).scale(0.5)
        checksum = (checksum + v.dot(v)) % 1000003
    for i in range(64):
        a = accounts[i]
        a.deposit(i + rnd).withdraw(i % 7)
        checksum = (checksum + a.value()) % 1000003
    # lambdas given to map / filter / reduce
    xs = [i + rnd for i in range(50)]
    k = rnd % 5
    total = reduce(lambda acc, x: acc + x, filter(lambda x: x % 3 != 0, map(lambda x: x * k + 1, xs)), 0)
    checksum = (checksum + total) % 1000003
    # recursion
    checksum = (checksum + depth(200) + ack(2, rnd % 20)) % 1000003
print("calls checksum", math.floor(checksum))
