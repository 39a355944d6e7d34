# Running statistics with accumulate.
from itertools import accumulate

prices = [10, 12, 9, 15, 14, 18, 11]
print(list(accumulate(prices, max)), list(accumulate(prices, min)))
print([p - m for p, m in zip(prices, accumulate(prices, min))])
print(max(p - m for p, m in zip(prices, accumulate(prices, min))))
