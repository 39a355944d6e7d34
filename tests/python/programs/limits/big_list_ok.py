# A list of 300,000 ints and some work on it.
xs = list(range(300000))
print(len(xs), sum(xs), xs[-1], max(xs[::7]))
ys = sorted(xs, key=lambda v: -v)[:3]
print(ys)
