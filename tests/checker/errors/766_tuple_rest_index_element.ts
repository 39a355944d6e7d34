const row: [string, ...number[]] = ["total", 1, 2];
const first: string = row[1];
console.log(first);
