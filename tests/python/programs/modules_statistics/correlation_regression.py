# correlation, covariance and linear regression (Python 3.10+).
import statistics as st

x = [1, 2, 3, 4, 5, 6]
y = [2.1, 3.9, 6.2, 7.8, 10.1, 12.2]
print(round(st.correlation(x, y), 6), round(st.covariance(x, y), 6))
fit = st.linear_regression(x, y)
print(round(fit.slope, 6), round(fit.intercept, 6))
print([round(fit.slope * v + fit.intercept, 2) for v in (7, 8)])
