# Validating identifiers, dates and passwords.
import re

pw = re.compile(r"^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{8,}$")
for p in ["short1A", "alllowercase1", "NoDigitsHere", "Good1Password"]:
    print(p, bool(pw.match(p)))
date = re.compile(r"^(\d{4})-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$")
for d in ["2024-02-29", "2024-13-01", "2024-1-1", "1999-12-31"]:
    print(d, bool(date.match(d)))
print([w for w in ["_ok", "9bad", "fine2", "no-dash"] if re.fullmatch(r"[A-Za-z_]\w*", w)])
