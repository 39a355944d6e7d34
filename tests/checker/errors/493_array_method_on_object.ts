const groups = { a: [1, 2], b: [3] };
const sizes = groups.map((g: number[]) => g.length);
console.log(sizes);
