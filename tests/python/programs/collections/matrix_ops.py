# Matrices as lists of lists: transpose, multiply, identity.
A = [[1, 2, 3], [4, 5, 6]]
B = [[7, 8], [9, 10], [11, 12]]
T = [list(row) for row in zip(*A)]
print(T)
C = [[sum(a * b for a, b in zip(row, col)) for col in zip(*B)] for row in A]
print(C)
I = [[int(i == j) for j in range(3)] for i in range(3)]
print(I)
grid = [[0] * 3 for _ in range(2)]
grid[0][1] = 5
print(grid)
alias = [[0] * 3] * 2
alias[0][1] = 5
print(alias)
