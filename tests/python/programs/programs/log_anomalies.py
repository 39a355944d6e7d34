# Finding error bursts in timestamped logs with a sliding window.
from datetime import datetime, timedelta
from collections import deque

LOG = """09:00:01 INFO boot
09:00:05 ERROR db timeout
09:00:06 ERROR db timeout
09:00:07 ERROR db timeout
09:01:30 INFO ok
09:05:00 ERROR cache miss storm
09:05:40 ERROR cache miss storm
09:07:00 ERROR disk
09:07:10 ERROR disk
09:07:15 ERROR disk
09:07:20 ERROR disk"""
window = timedelta(seconds=30)
recent = deque()
alerts = []
for line in LOG.splitlines():
    t, level, msg = line.split(" ", 2)
    ts = datetime.strptime(t, "%H:%M:%S")
    if level != "ERROR":
        continue
    recent.append(ts)
    while recent and ts - recent[0] > window:
        recent.popleft()
    if len(recent) >= 3:
        alerts.append((ts.strftime("%H:%M:%S"), len(recent), msg))
for a in alerts:
    print("ALERT %s: %d errors in 30s (%s)" % a)
