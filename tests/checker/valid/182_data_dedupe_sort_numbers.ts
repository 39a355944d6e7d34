const nums: number[] = [5, 3, 5, 1, 3, 9];
const unique = Array.from(new Set(nums)).sort((a, b) => a - b);
console.log(unique, unique.at(-1), unique.indexOf(9));
