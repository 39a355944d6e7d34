# strptime and strftime round trips, fromisoformat variants, aware arithmetic.
from datetime import date, datetime, time, timedelta, timezone

for text, fmt in [("03/15/24 2:05 PM", "%m/%d/%y %I:%M %p"), ("2024-075", "%Y-%j"), ("Mar 5 2024", "%b %d %Y"),
                  ("Tuesday, 5 March 2024 09:00:30.25", "%A, %d %B %Y %H:%M:%S.%f")]:
    d = datetime.strptime(text, fmt)
    print(d, d.strftime("%Y-%m-%dT%H:%M:%S %a %j %U %W"))
print(datetime.fromisoformat("2024-03-05T10:20:30.123+05:30"), datetime.fromisoformat("20240305"), time.fromisoformat("T10:20"))
a = datetime(2024, 3, 31, 1, 30, tzinfo=timezone.utc)
b = datetime(2024, 3, 31, 3, 0, tzinfo=timezone(timedelta(hours=2)))
print(b - a, a < b, a.astimezone(timezone(timedelta(hours=-7))).isoformat(timespec="minutes"), b.utcoffset(), b.tzname())
print(date(2024, 12, 30).isocalendar(), date.fromisocalendar(2025, 1, 1), date(2024, 1, 1).ctime())
print(timedelta(days=1.5, seconds=0.25), timedelta(microseconds=-1).total_seconds(), timedelta(hours=36).days)
try:
    datetime.strptime("2024-02-30", "%Y-%m-%d")
except ValueError as e:
    print("ValueError:", e)
try:
    datetime(2024, 1, 1) < datetime(2024, 1, 1, tzinfo=timezone.utc)
except TypeError as e:
    print("TypeError:", e)
