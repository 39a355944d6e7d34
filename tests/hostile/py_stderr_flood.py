# py_stderr_flood.py - hostile Python: an output flood on sys.stderr.
# expect: timeout instruction_limit
import sys

while True:
    sys.stderr.write("e" * 1000)
