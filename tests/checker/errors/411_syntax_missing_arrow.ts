const nums = [1, 2, 3];
const doubled = nums.map((n) { return n * 2; });
console.log(doubled);
