# Errors from invalid dates and formats.
from datetime import date, datetime

for f in [lambda: date(2023, 2, 29), lambda: date(2024, 13, 1), lambda: datetime.strptime("2024/01/01", "%Y-%m-%d"),
          lambda: date.fromisoformat("2024-1-1"), lambda: datetime(2024, 1, 1, 24)]:
    try:
        f()
    except ValueError as e:
        print("ValueError:", e)
