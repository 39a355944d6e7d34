let count = 0;
for (const x of [1, 2, 3]) count += x;
let count = 1;
console.log(count);
