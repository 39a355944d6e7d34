# Output on stderr through print(file=sys.stderr), then a normal exit.
import sys

print("to stdout")
print("to stderr", file=sys.stderr)
sys.stdout.write("written directly\n")
sys.stderr.write("error line\n")
print("done")
