# Generators run only as far as consumed.
def noisy(n):
    for i in range(n):
        print("producing", i)
        yield i


for v in noisy(10):
    if v == 2:
        break
first_big = next(x for x in noisy(100) if x * x > 5)
print("first_big", first_big)
