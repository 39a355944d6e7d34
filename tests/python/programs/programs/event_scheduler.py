# A meeting-room scheduler detecting conflicts.
from datetime import datetime, timedelta

bookings = [
    ("standup", "A", "2024-05-06 09:00", 15),
    ("design", "A", "2024-05-06 09:10", 60),
    ("1:1", "B", "2024-05-06 09:00", 30),
    ("lunch talk", "A", "2024-05-06 12:00", 45),
    ("review", "B", "2024-05-06 09:30", 30),
    ("planning", "A", "2024-05-06 10:00", 30),
]
parsed = []
for name, room, start, mins in bookings:
    s = datetime.strptime(start, "%Y-%m-%d %H:%M")
    parsed.append((room, s, s + timedelta(minutes=mins), name))
parsed.sort()
for room in sorted({p[0] for p in parsed}):
    print(f"Room {room}:")
    last_end, last_name = None, None
    for r, s, e, n in parsed:
        if r != room:
            continue
        clash = last_end is not None and s < last_end
        mark = f"  CONFLICT with {last_name}" if clash else ""
        print(f"  {s:%H:%M}-{e:%H:%M} {n}{mark}")
        if last_end is None or e > last_end:
            last_end, last_name = e, n
