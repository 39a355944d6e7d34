// Array destructuring: holes, defaults, rest, nesting, swapping, strings and iterables.
const [a, , b = 10, ...rest] = [1, 2, undefined, 4, 5];
console.log(a, b, rest);
const [[x, y], [z = "z"] = []] = [[1, 2]];
console.log(x, y, z);
let p = 1, q = 2;
[p, q] = [q, p];
console.log(p, q);
const [c1, c2, ...cs] = "héllo😀";
console.log(c1, c2, cs);
const [m1, m2] = new Map([["k", 1], ["j", 2]]);
const [s1] = new Set(["only"]);
console.log(m1, m2, s1);
const [u = "undef", n = "null"] = [undefined, null];
console.log(u, n);
const [...all] = [1, , 3];
console.log(all, 1 in all);
