# py_escape_open_passwd.py - hostile Python: open('/etc/passwd').
# expect: any
# forbid: root:
print(open("/etc/passwd").read())
