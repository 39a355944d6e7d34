# Parsing access-log lines with a named-group pattern.
import re

LINE = re.compile(r'(?P<ip>\d+\.\d+\.\d+\.\d+) - - \[(?P<ts>[^\]]+)\] "(?P<method>\w+) (?P<path>\S+) [^"]+" (?P<status>\d{3}) (?P<size>\d+|-)')
logs = [
    '10.0.0.1 - - [01/Jan/2024:10:00:00 +0000] "GET /index.html HTTP/1.1" 200 1043',
    '10.0.0.2 - - [01/Jan/2024:10:00:01 +0000] "POST /api/login HTTP/1.1" 401 -',
    'garbage line',
    '10.0.0.1 - - [01/Jan/2024:10:00:05 +0000] "GET /missing HTTP/1.1" 404 512',
]
by_status = {}
for line in logs:
    m = LINE.match(line)
    if not m:
        print("unparsed:", line)
        continue
    g = m.groupdict()
    by_status[g["status"]] = by_status.get(g["status"], 0) + 1
    size = 0 if g["size"] == "-" else int(g["size"])
    print(f"{g['ip']:<10} {g['method']:<5} {g['path']:<12} {g['status']} {size:>5}")
print(by_status)
