# Grouping anagrams and finding the largest groups.
from collections import defaultdict

words = "listen silent enlist google tinsel banana inlets stone tones notes onset elgoog cat act tac".split()
groups = defaultdict(list)
for w in words:
    groups["".join(sorted(w))].append(w)
for key, ws in sorted(groups.items(), key=lambda kv: (-len(kv[1]), kv[0])):
    if len(ws) > 1:
        print(f"{len(ws)} {key:<8} {' '.join(sorted(ws))}")
