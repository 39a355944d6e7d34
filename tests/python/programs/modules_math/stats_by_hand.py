# Mean, variance and standard deviation by hand.
import math

data = [2, 4, 4, 4, 5, 5, 7, 9]
mean = sum(data) / len(data)
var = sum((x - mean) ** 2 for x in data) / len(data)
print(mean, var, math.sqrt(var))
samp = sum((x - mean) ** 2 for x in data) / (len(data) - 1)
print(round(samp, 6), round(math.sqrt(samp), 6))
