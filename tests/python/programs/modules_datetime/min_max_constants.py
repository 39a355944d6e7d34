# date/datetime limits and resolution.
from datetime import date, datetime, timedelta

print(date.min, date.max, datetime.min, timedelta.max, timedelta.resolution)
try:
    date.max + timedelta(days=1)
except OverflowError as e:
    print("OverflowError:", e)
