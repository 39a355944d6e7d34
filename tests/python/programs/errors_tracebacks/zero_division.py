# An uncaught ZeroDivisionError after some output.
print("computing ratios")
values = [4, 2, 0, 1]
for v in values:
    print(10 / v)
