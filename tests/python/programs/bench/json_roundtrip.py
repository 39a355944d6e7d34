# bench/python/json.py at a smaller size (the corpus checks the CPU suite's Python text byte for byte against CPython).
# CPU suite in Python (bench/cpu/json.js): dump a list of records, load it back, and walk the result.
# (Scores are ints when whole, as JavaScript's numbers print, so the text and checksum match node's.)
import json

records = []
for i in range(200):
    score = ((i * 37) % 101) / 4
    records.append({
        "id": i,
        "name": "user" + str(i),
        "active": i % 3 == 0,
        "score": int(score) if score.is_integer() else score,
        "tags": ["t" + str(i % 5), "group"],
        "address": {"city": "city" + str(i % 17), "zip": 10000 + i},
    })

checksum = 0
for rnd in range(3):
    text = json.dumps(records, separators=(",", ":"))
    back = json.loads(text)
    scores = 0
    for r in back:
        scores += r["score"] + r["address"]["zip"] + len(r["tags"]) + (1 if r["active"] else 0)
    checksum = (checksum + len(text) + scores) % 1000000007
print("json checksum", int(checksum) if checksum == int(checksum) else checksum)
