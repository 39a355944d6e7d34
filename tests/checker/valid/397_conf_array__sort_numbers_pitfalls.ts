// Sorting numbers without a comparator sorts lexicographically; with one numerically; mixed types.
const nums = [100, 25, 3, 1000, -5, 0.5, -0.25];
console.log(nums.slice().sort(), nums.slice().sort((a, b) => a - b), nums.slice().sort((a, b) => b - a));
console.log(["10", "9", "1", "100"].sort((a, b) => +a - +b), [3, "2", 1].sort(), [undefined, 3, null, 1].sort((a: any, b: any) => a - b));
console.log(["b", "a", "c"].sort().reverse(), [..."hello"].sort().join(""));
