// Destructuring assignments are expressions whose value is the right-hand side.
let a, b;
const rhs = [1, 2];
const result = [a, b] = rhs;
console.log(result === rhs, a, b);
let x: any, y: any;
const obj = { x: 10, y: 20 };
console.log(({ x, y } = obj) === obj, x, y);
const pairs = [[1, "one"], [2, "two"]] as const;
let n: number, w: string;
for ([n, w] of pairs) console.log(n, w);
