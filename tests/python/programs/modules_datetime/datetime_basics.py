# datetime construction, formatting and parsing.
from datetime import datetime, timedelta

dt = datetime(2024, 3, 15, 14, 30, 5, 123456)
print(dt, repr(dt))
print(dt.isoformat(), dt.isoformat(sep=" ", timespec="seconds"), dt.date(), dt.time())
print(dt.strftime("%Y-%m-%d %H:%M:%S.%f %p %I"), dt.strftime("%y/%m/%d %a"))
print(datetime.strptime("2024-01-05 07:08", "%Y-%m-%d %H:%M"), datetime.fromisoformat("2024-01-05T07:08:09"))
print(dt + timedelta(hours=10), dt - timedelta(days=365), dt.replace(microsecond=0))
print((datetime(2024, 1, 1) - datetime(2023, 1, 1)).days, datetime(2024, 1, 1).timestamp() if False else "skip")
