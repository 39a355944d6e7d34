# A match with no matching case does nothing.
for v in [1, 2, 3]:
    match v:
        case 1:
            print("one")
        case 2:
            print("two")
print("done")
