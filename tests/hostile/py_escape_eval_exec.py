# py_escape_eval_exec.py - hostile Python: eval/exec of code that imports os.
# expect: any
# forbid: ESCAPED
try:
    print("ESCAPED cwd", eval("__import__('os').getcwd()"))
except Exception as e:
    print(type(e).__name__)
exec("import os\nprint('ESCAPED pid', os.getpid())")
