# pstdev, stdev, pvariance, variance, quantiles.
import statistics as st

data = [2.75, 1.75, 1.25, 0.25, 0.5, 1.25, 3.5]
print(st.pstdev(data), st.stdev(data), st.pvariance(data), st.variance(data))
print(st.quantiles(range(1, 101), n=4), st.quantiles([1, 2, 3, 4, 5, 6, 7], n=10))
print(st.variance([1, 2, 3, 4]), st.pvariance([1, 2, 3, 4]), st.stdev([10, 10, 10]))
