# A generator pipeline over log lines.
LOG = """2024-01-01 10:00:01 INFO start
2024-01-01 10:00:02 WARN disk 91%
2024-01-01 10:00:05 ERROR timeout contacting db
2024-01-01 10:01:00 INFO request ok
2024-01-01 10:02:00 ERROR timeout contacting cache
2024-01-01 10:03:00 WARN disk 95%"""


def lines(text):
    yield from text.splitlines()


def parse(ls):
    for l in ls:
        date, time, level, msg = l.split(" ", 3)
        yield {"time": time, "level": level, "msg": msg}


def only(level, recs):
    return (r for r in recs if r["level"] == level)


for r in only("ERROR", parse(lines(LOG))):
    print(r["time"], r["msg"])
counts = {}
for r in parse(lines(LOG)):
    counts[r["level"]] = counts.get(r["level"], 0) + 1
print(counts)
