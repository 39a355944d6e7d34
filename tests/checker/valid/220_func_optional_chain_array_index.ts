const matrix: number[][] | undefined = [[1, 2]];
const cell = matrix?.[0]?.[1];
const missing = (undefined as string[] | undefined)?.[0];
console.log(cell, missing);
