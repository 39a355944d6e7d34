# cmp_to_key for custom ordering.
from functools import cmp_to_key


def largest_number(nums):
    s = [str(n) for n in nums]
    s.sort(key=cmp_to_key(lambda a, b: (b + a > a + b) - (b + a < a + b)))
    return "".join(s)


print(largest_number([3, 30, 34, 5, 9]), largest_number([10, 2]))
people = [("bo", 30), ("ann", 30), ("cy", 25)]
print(sorted(people, key=cmp_to_key(lambda a, b: a[1] - b[1] or (a[0] > b[0]) - (a[0] < b[0]))))
