# bench/python/mapset.py at a smaller size (the corpus checks the CPU suite's Python text byte for byte against CPython).
# CPU suite in Python (bench/cpu/mapset.js): dict/set churn - insert, look up, update and delete str and int keys.
counts = {}
seen = set()
checksum = 0
for i in range(20000):
    key = "k" + str(i % 5003)
    counts[key] = counts.get(key, 0) + 1
    seen.add(i % 7919)
    if i % 3 == 0:
        counts.pop("k" + str((i * 7) % 5003), None)
    if i % 5 == 0:
        seen.discard((i * 11) % 7919)
    if i % 1000 in seen:
        checksum += 1
for key, n in counts.items():
    checksum += len(key) * n
for v in seen:
    checksum += v
print("mapset checksum", checksum, len(counts), len(seen))
