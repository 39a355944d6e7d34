# == versus is, nested equality and copies.
import copy

a = [1, [2, 3]]
b = list(a)
c = copy.deepcopy(a)
print(a == b == c, a is b, a[1] is b[1], a[1] is c[1])
a[1].append(4)
print(b, c)
print([1, 2] < [1, 2, 0], [1, [2]] == [1, [2]], (1, 2) == [1, 2])
