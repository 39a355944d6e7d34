# py_datetime_overflow_loop.py - hostile Python: timedelta past its range raises OverflowError; a date loop of 10 ** 12 days ends on the budget.
# expect: timeout instruction_limit
from datetime import date, timedelta

try:
    timedelta(days=10 ** 18)
except OverflowError as e:
    print("OverflowError:", e)
d = date(1, 1, 1)
for i in range(10 ** 12):
    d = date.fromordinal(1 + i % 3652059)
