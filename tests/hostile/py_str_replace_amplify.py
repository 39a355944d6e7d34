# py_str_replace_amplify.py - hostile Python: amplifying replace: every 'a' of a 1 MiB string becomes 4 KiB.
# expect: memory_limit timeout instruction_limit
s = "a" * (1 << 20)
while True:
    s.replace("a", "b" * 4096)
