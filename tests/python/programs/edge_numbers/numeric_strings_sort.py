# Natural sort of version-like strings.
import re

files = ["file10.txt", "file2.txt", "file1.txt", "File3.txt", "file1b.txt", "file01.txt"]
print(sorted(files))
print(sorted(files, key=lambda s: [int(t) if t.isdigit() else t.lower() for t in re.split(r"(\d+)", s)]))
