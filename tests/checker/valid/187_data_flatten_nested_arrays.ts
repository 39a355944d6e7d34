const nested = [[1, [2]], [3], [[4, 5]]];
const flat = nested.flat(2);
const depth1 = [[1, 2], [3]].flat();
console.log(flat, depth1);
