# Flattening and transposing with nested comprehensions.
matrix = [[1, 2, 3], [4, 5, 6], [7, 8, 9]]
print([v for row in matrix for v in row])
print([[row[i] for row in matrix] for i in range(3)])
print([v for row in matrix if sum(row) > 6 for v in row if v % 2])
print(sum(v for row in matrix for v in row))
