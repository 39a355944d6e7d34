# py_escape_import_os.py - hostile Python: __import__('os') and a shell command.
# expect: any
# forbid: ESCAPED
__import__("os").system("echo ESCAPED")
