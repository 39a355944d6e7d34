// ++/-- on properties, elements, strings, and compound assignment on properties evaluated once.
const o: any = { n: "5", arr: [1, 2] };
o.n++;
o.arr[1] += 10;
o["k"] = (o["k"] ?? 0) + 1;
let s: any = "a";
s++;
console.log(o, s);
let idx = 0;
const arr = [10, 20, 30];
arr[idx++] += 5;
console.log(arr, idx);
let big = Number.MAX_SAFE_INTEGER;
big++;
big++;
console.log(big, -0 - 1, (() => { let q: any = null; q++; return q; })(), (() => { let q: any; q--; return q; })());
