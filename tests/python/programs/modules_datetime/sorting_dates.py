# Sorting events by datetime and grouping by day.
from datetime import datetime

events = [("deploy", "2024-05-02 09:15"), ("backup", "2024-05-01 23:00"), ("review", "2024-05-02 08:00"),
          ("standup", "2024-05-01 09:00")]
parsed = sorted((datetime.strptime(t, "%Y-%m-%d %H:%M"), n) for n, t in events)
current = None
for when, name in parsed:
    if when.date() != current:
        current = when.date()
        print(current.strftime("%A, %B %d"))
    print(f"  {when:%H:%M} {name}")
span = parsed[-1][0] - parsed[0][0]
print("span", span, span.total_seconds() / 3600, "hours")
