const target: number[] = [];
const chunks = [[1, 2], [3], [4, 5, 6]];
for (const c of chunks) target.push(...c);
console.log(target);
