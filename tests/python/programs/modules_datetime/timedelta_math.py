# timedelta normalisation, str and arithmetic.
from datetime import timedelta

td = timedelta(days=1, hours=25, minutes=61, seconds=3661, milliseconds=1500)
print(td, td.days, td.seconds, td.microseconds, td.total_seconds())
print(timedelta(hours=-1), timedelta(seconds=-1), -timedelta(days=1, seconds=1))
print(timedelta(weeks=2) / timedelta(days=1), timedelta(days=7) // 3, timedelta(minutes=90) * 2, abs(timedelta(-3)))
print(repr(timedelta(days=2, seconds=5)), timedelta(0), timedelta(microseconds=1))
print(sum([timedelta(minutes=m) for m in (15, 45, 30)], timedelta()))
