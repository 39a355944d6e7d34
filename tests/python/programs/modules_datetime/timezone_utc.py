# Aware datetimes with fixed offsets.
from datetime import datetime, timedelta, timezone

utc = timezone.utc
cet = timezone(timedelta(hours=1), "CET")
dt = datetime(2024, 6, 1, 12, 0, tzinfo=utc)
print(dt, dt.astimezone(cet), dt.astimezone(timezone(timedelta(hours=-5, minutes=-30))))
print(dt.isoformat(), dt.utcoffset(), cet.tzname(None), dt.tzname())
print(datetime.fromisoformat("2024-06-01T08:00:00+02:00").astimezone(utc))
print(datetime(2024, 1, 1, tzinfo=utc) == datetime(2024, 1, 1, 1, tzinfo=cet))
print(datetime.fromtimestamp(0, utc), datetime.fromtimestamp(1700000000, utc).isoformat())
