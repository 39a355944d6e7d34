# date arithmetic, weekdays and formatting.
from datetime import date, timedelta

d = date(2024, 2, 28)
print(d, d + timedelta(days=1), d + timedelta(days=2), d - date(2024, 1, 1))
print(d.year, d.month, d.day, d.weekday(), d.isoweekday(), d.isoformat(), d.strftime("%A %d %B %Y"))
print(date(2023, 12, 31).isocalendar(), date(2024, 1, 1).toordinal(), date.fromordinal(738000))
print(date.fromisoformat("2024-07-04").strftime("%a %b %d %j %U"), date(2024, 3, 1) > date(2024, 2, 29))
print(repr(d), d.replace(year=2023, day=1))
