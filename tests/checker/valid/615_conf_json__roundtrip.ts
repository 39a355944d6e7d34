// parse(stringify(x)) round trips for plain data; deep clone idiom; number precision survives.
const data = { n: [0.1, 1e-7, 123456789.123, -0, 2 ** 53], s: ["", "é😀", "\n"], nested: { deep: [[{ x: null }]] }, b: [true, false] };
const back = JSON.parse(JSON.stringify(data));
console.log(back, JSON.stringify(back) === JSON.stringify(data), back.n[3], back !== data);
console.log(JSON.stringify(JSON.parse("[1.0, 2.50, 1e2, 0.1e1]")));
