// Rest elements and properties collecting the remainder, including holes and inherited keys.
const { a, ...others } = Object.assign(Object.create({ inherited: 1 }), { a: 1, b: 2, c: 3 });
const [first, ...tail] = [1, , 3];
const [x, ...[y, z]] = "xyz";
console.log(a, others, first, tail, x, y, z);
function f(head: number, ...rest: number[]) { return { head, rest, count: rest.length }; }
console.log(f(1), f(1, 2, 3), f(...[4, 5]));
