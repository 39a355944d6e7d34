# bench/python/strings.py at a smaller size (the corpus checks the CPU suite's Python text byte for byte against CPython).
# CPU suite in Python (bench/cpu/strings.js): concatenation, f-strings, join, split, slice and search.
checksum = 0
for rnd in range(3):
    text = ""
    for i in range(2000):
        text += "item" + str(i) + ":" + str((i * 7) % 13) + ";"
    rows = []
    for i in range(500):
        rows.append(f"row {i} of {rnd}")
    joined = "\n".join(rows)

    for field in text.split(";"):
        if len(field) == 0:
            continue
        parts = field.split(":")
        checksum += len(parts[0]) + int(parts[1])
    for line in joined.split("\n"):
        checksum += line[4:].find(" of ") + ord(line.upper()[0])
    checksum = (checksum + len(text) + len(joined)) % 1000000007
print("strings checksum", checksum)
