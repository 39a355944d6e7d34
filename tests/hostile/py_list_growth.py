# py_list_growth.py - hostile Python: memory bomb: a list of lists growing forever.
# expect: memory_limit timeout instruction_limit
# gc-pause-ms: 150
# (a known gap: 8,000 lists of 1,000 slots near the 64 MiB cap are marked in one collection that
# does not look at the clock; measured 20-80 ms past the timeout, 52 ms of CPU once in CI)
a = []
while True:
    a.append([0] * 1000)
