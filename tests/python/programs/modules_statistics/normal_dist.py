# NormalDist: pdf, cdf, inverse_cdf.
from statistics import NormalDist

n = NormalDist(100, 15)
print(n.mean, n.stdev, round(n.cdf(115), 6), round(n.pdf(100), 8), round(n.inv_cdf(0.975), 4))
print(round(NormalDist().cdf(1.96), 6), [round(q, 3) for q in NormalDist(0, 1).quantiles(4)])
print(n + 10, n * 2)
