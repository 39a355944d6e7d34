# Lambdas in data structures and immediate calls.
ops = {"+": lambda a, b: a + b, "-": lambda a, b: a - b, "*": lambda a, b: a * b, "/": lambda a, b: a / b}
for sym in ops:
    print(f"8 {sym} 2 = {ops[sym](8, 2)}")
print((lambda *a: len(a))(1, 2, 3), (lambda x, y=10: x + y)(1))
print((lambda: "no args")(), sorted([3, -1, 2], key=lambda v: abs(v)))
