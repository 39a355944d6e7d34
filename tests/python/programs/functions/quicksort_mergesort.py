# Two sorting algorithms by hand.
def quicksort(a):
    if len(a) <= 1:
        return a
    p = a[len(a) // 2]
    return quicksort([x for x in a if x < p]) + [x for x in a if x == p] + quicksort([x for x in a if x > p])


def mergesort(a):
    if len(a) <= 1:
        return a
    m = len(a) // 2
    l, r = mergesort(a[:m]), mergesort(a[m:])
    out = []
    while l and r:
        out.append(l.pop(0) if l[0] <= r[0] else r.pop(0))
    return out + l + r


data = [38, 27, 43, 3, 9, 82, 10, 3, -5, 0]
print(quicksort(data))
print(mergesort(data))
print(quicksort(data) == mergesort(data) == sorted(data))
