# Compound interest and loan payment schedule.
import math

principal, rate, years = 10000, 0.05, 10
for n in [1, 4, 12, 365]:
    amount = principal * (1 + rate / n) ** (n * years)
    print(f"n={n:<4} {amount:,.2f}")
print(f"continuous {principal * math.exp(rate * years):,.2f}")
loan, r, months = 250000, 0.045 / 12, 360
payment = loan * r / (1 - (1 + r) ** -months)
print(f"monthly payment {payment:.2f}, total {payment * months:,.2f}")
