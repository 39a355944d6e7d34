# bench/python/regex.py at a smaller size (the corpus checks the CPU suite's Python text byte for byte against CPython).
# CPU suite in Python (bench/cpu/regex.js): match structured log lines with capture groups and a global replace.
import re

levels = ["INFO", "WARN", "ERROR", "DEBUG"]
lines = []
for i in range(300):
    day = str((i % 28) + 1).rjust(2, "0")
    lines.append(f'2024-03-{day} {levels[i % 4]} user=u{i % 97} id={i * 13} msg="request took  {i % 250}ms"')
text = "\n".join(lines)

line_re = re.compile(r"^(\d{4})-(\d{2})-(\d{2}) (ERROR|WARN) user=(\w+) id=(\d+)", re.M)
checksum = 0
for rnd in range(2):
    for m in line_re.finditer(text):
        checksum += int(m[3]) + len(m[5]) + int(m[6]) % 1000
    squeezed = re.sub(r"\s+", " ", text)
    checksum += len(squeezed) + (1 if re.search(r"took\s+(\d+)ms", squeezed) else 0)
    checksum %= 1000000007
print("regex checksum", checksum)
