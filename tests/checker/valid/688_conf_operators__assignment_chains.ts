// Chained and compound assignment evaluation order and results.
let a: number, b: number, c: number;
a = b = c = 5;
console.log(a, b, c);
const o: any = {};
o.x = o.y = [];
console.log(o.x === o.y);
let s = "a";
s += s += "b";
console.log(s);
let n = 2;
n *= n += 3;
console.log(n);
const arr = [1, 2, 3];
let i = 0;
arr[i++] = arr[i++] + 10;
console.log(arr, i);
