# Building a weekly schedule from a start date.
from datetime import date, timedelta

start = date(2024, 4, 1)
tasks = ["standup", "review", "deploy", "retro"]
for i in range(10):
    day = start + timedelta(days=i)
    if day.weekday() >= 5:
        continue
    print(f"{day:%a %d %b}: {tasks[i % len(tasks)]}")
