// Destructuring assignment: into existing variables, object properties, array elements.
let a: any, b: any, rest: any;
({ a, b = "def", ...rest } = { a: 1, c: 3, d: 4 });
console.log(a, b, rest);
const target: any = {};
const arr: any[] = [];
({ x: target.x, y: arr[0], z: target["z"] = "zz" } = { x: 1, y: 2 } as any);
console.log(target, arr);
[target.p, arr[1], ...target.more] = [10, 20, 30, 40];
console.log(target, arr);
let n = 0;
const result = ([n] = [42]);
console.log(n, result);
