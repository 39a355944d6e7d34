# Lambdas created in a comprehension capture the loop variable at call time.
fs = [lambda: i for i in range(3)]
print([f() for f in fs])
gs = [(lambda j: lambda: j)(i) for i in range(3)]
print([g() for g in gs])
