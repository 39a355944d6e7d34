# Multiplication table with nested loops.
for i in range(1, 6):
    row = ""
    for j in range(1, 6):
        row += f"{i * j:4}"
    print(row)
pairs = [(i, j) for i in range(4) for j in range(i)]
print(pairs)
