# A block without an indented body.
for i in range(3):
print(i)
