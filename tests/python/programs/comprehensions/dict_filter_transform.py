# Filtering and transforming dicts.
prices = {"apple": 1.2, "melon": 3.5, "kiwi": 0.5, "mango": 2.25}
cheap = {k: v for k, v in prices.items() if v < 2}
taxed = {k: round(v * 1.2, 2) for k, v in prices.items()}
print(cheap, taxed)
print({v: k for k, v in prices.items()}[3.5])
