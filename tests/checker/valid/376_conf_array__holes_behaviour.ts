// Holes: inspect output, length, in, forEach skipping, map keeping, spread and join turning into undefined.
const a = [1, , 3, , , 6];
console.log(a, a.length, 1 in a, a[1], Object.keys(a));
console.log(a.map((x) => x! * 2), [...a], a.join("."), JSON.stringify(a), a.indexOf(undefined), a.includes(undefined));
const b: number[] = [];
b[5] = 1;
console.log(b, [, , ], new Array(5), [undefined, , undefined]);
const c = [1, 2, 3];
delete c[1];
console.log(c, c.length, c.filter(() => true));
