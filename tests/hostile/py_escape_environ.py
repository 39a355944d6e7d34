# py_escape_environ.py - hostile Python: the host's environment must not be visible.
# expect: any
# forbid: /usr/bin
import os

print(dict(os.environ))
