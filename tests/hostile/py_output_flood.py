# py_output_flood.py - hostile Python: an output flood: kept output stops at the limit, the run at its budget.
# expect: timeout instruction_limit
while True:
    print("x" * 1000)
