const nums = [1, 2, 3];
const squares: string[] = nums.map((n) => n * n);
console.log(squares.join(", "));
