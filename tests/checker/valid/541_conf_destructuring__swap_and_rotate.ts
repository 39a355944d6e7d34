// Swaps and rotations via array destructuring, including object properties and array elements.
let a = 1, b = 2, c = 3;
[a, b, c] = [c, a, b];
console.log(a, b, c);
const arr = [1, 2, 3, 4];
[arr[0], arr[3]] = [arr[3], arr[0]];
const o = { x: "x", y: "y" };
[o.x, o.y] = [o.y, o.x];
console.log(arr, o);
