# Tuple unpacking, starred assignment, augmented assignment and chained assignment.
a, b = 1, 2
a, b = b, a
print(a, b)
first, *middle, last = [10, 20, 30, 40, 50]
print(first, middle, last)
head, *tail = "abc"
print(head, tail)
x = y = z = 0
x += 5
y -= 2
z = x * 3
print(x, y, z)
(p, q), r = (1, 2), 3
print(p, q, r)
n = 10
n //= 3
n **= 2
n %= 7
print(n)
