# Ages, days until events and month ends.
from datetime import date


def age(born, today):
    return today.year - born.year - ((today.month, today.day) < (born.month, born.day))


today = date(2024, 5, 20)
for b in [date(1990, 5, 20), date(1990, 5, 21), date(2000, 2, 29)]:
    print(b, age(b, today))
print((date(2024, 12, 25) - today).days, "days to Christmas")
print([((date(2024 + m // 12, m % 12 + 1, 1)) - date(2024, m, 1)).days for m in range(1, 13)])
