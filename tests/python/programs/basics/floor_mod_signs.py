# Floor division and modulo follow the divisor's sign, also for floats.
for a in (7, -7):
    for b in (3, -3):
        print(a, b, a // b, a % b, divmod(a, b))
print(7.5 // 2, -7.5 // 2, 7.5 % 2, -7.5 % 2, 7.5 % -2)
print(-1 % 10, -11 % 10, 10 % 10, -0.0 % 5)
print(2 ** 100 // -7, 2 ** 100 % -7)
