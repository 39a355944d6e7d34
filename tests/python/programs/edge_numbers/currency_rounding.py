# Money with floats versus integer cents.
prices = [19.99, 5.01, 0.1, 0.2, 3.3]
print(sum(prices), round(sum(prices), 2), f"{sum(prices):.2f}")
cents = [round(p * 100) for p in prices]
print(cents, sum(cents), f"{sum(cents) // 100}.{sum(cents) % 100:02d}")
print(1.15 * 100, round(1.15 * 100), round(2.675 * 100), int(2.675 * 100))
