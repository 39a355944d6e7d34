# Counting business days between dates.
from datetime import date, timedelta


def business_days(a, b, holidays=()):
    n = 0
    d = a
    while d < b:
        if d.weekday() < 5 and d not in holidays:
            n += 1
        d += timedelta(days=1)
    return n


print(business_days(date(2024, 1, 1), date(2024, 2, 1)))
print(business_days(date(2024, 12, 20), date(2025, 1, 3), {date(2024, 12, 25), date(2025, 1, 1)}))
