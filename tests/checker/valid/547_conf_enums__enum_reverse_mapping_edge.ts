// Reverse mappings with duplicated values, negative and fractional members.
enum E { A = 1, B = 1, C = -1, D = 1.5, F = 2 ** 3 }
console.log(E, E[1], E[-1], E[1.5], E[8], Object.keys(E).length);
