# py_escape_sys_exit.py - hostile Python: sys.exit must end the guest, never the host process.
# expect: any
import sys

print("exiting")
sys.exit(7)
