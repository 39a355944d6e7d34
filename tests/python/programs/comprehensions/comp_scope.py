# Comprehension variables do not leak; class scope is not visible inside.
x = "outer"
squares = [x for x in range(3)]
print(x, squares)


class C:
    factor = 10
    values = [i * 2 for i in range(3)]


print(C.values)
