# and/or/not on booleans, printed as a table.
print(f"{'a':6}{'b':6}{'and':6}{'or':6}{'xor':6}")
for a in (False, True):
    for b in (False, True):
        print(f"{a!s:6}{b!s:6}{a and b!s:6}{a or b!s:6}{a != b!s:6}")
