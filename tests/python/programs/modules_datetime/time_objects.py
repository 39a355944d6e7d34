# time objects and combining with dates.
from datetime import date, datetime, time

t = time(9, 30)
print(t, t.isoformat(), t.hour, t.minute, time(23, 59, 59, 999999), time())
print(datetime.combine(date(2024, 1, 2), t), t < time(10), t.replace(hour=17).strftime("%I:%M %p"))
print(time.fromisoformat("08:15:30"))
