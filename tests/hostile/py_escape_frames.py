# py_escape_frames.py - hostile Python: frames and globals: sys._getframe, gi_frame, f_back, sys.modules.
# expect: any
# forbid: ESCAPED
import sys

f = sys._getframe()
while f is not None:
    if "os" in f.f_globals:
        print("ESCAPED frame globals")
    f = f.f_back
g = (x for x in [1])
print(type(g.gi_frame).__name__)
if "os" in sys.modules:
    sys.modules["os"].system("echo ESCAPED")
