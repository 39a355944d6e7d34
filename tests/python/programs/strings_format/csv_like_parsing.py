# Parsing CSV-like text by hand and summing a column.
raw = """name,dept,salary
Alice,Eng,120000
Bob,Sales,85000
Carol,Eng,130500
Dan,Ops,70250
Erin,Sales,91000"""
header, *lines = raw.splitlines()
cols = header.split(",")
rows = [dict(zip(cols, line.split(","))) for line in lines]
by_dept = {}
for r in rows:
    by_dept.setdefault(r["dept"], []).append(int(r["salary"]))
for dept in sorted(by_dept):
    s = by_dept[dept]
    print(f"{dept:6}{len(s):3}{sum(s):>10,}{sum(s) / len(s):>12,.1f}")
