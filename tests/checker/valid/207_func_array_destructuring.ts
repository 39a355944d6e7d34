const [first, second = "default", ...others] = ["a", undefined, "c", "d"];
console.log(first, second, others);
let x = 1;
let y = 2;
[x, y] = [y, x];
console.log(x, y);
