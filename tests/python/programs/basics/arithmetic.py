# Integer and float arithmetic operators, including power and true division.
a, b = 17, 5
print(a + b, a - b, a * b, a / b, a // b, a % b, a ** b)
print(-a // b, -a % b, a // -b, a % -b)
print(2 ** -1, 2 ** 0.5, (-8) ** 2, -8 ** 2)
print(7 / 2, 8 / 2, 1 / 3)
print(divmod(17, 5), divmod(-17, 5), divmod(17.5, 5))
print(abs(-3), abs(-3.5), abs(0))
