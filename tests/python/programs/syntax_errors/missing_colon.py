# A missing colon after if.
x = 5
if x > 3
    print("big")
