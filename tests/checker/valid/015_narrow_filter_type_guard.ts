const raw: (number | null)[] = [1, null, 3, null, 5];
const nums = raw.filter((x): x is number => x !== null);
const total = nums.reduce((a, b) => a + b, 0);
console.log(total);
