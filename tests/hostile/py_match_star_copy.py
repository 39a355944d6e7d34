# py_match_star_copy.py - hostile Python: a sequence pattern's *rest and a mapping's **rest copy a big container on every match, looped.
# expect: timeout instruction_limit
big = list(range(200000))
table = {i: i for i in range(50000)}
while True:
    match big:
        case [first, *rest, last]:
            pass
    match table:
        case {0: _, **others}:
            pass
