# Twenty thousand short lines of output.
for i in range(20000):
    print(i)
