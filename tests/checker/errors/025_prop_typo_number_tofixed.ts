const done = 2;
const total = 3;
const ratio = done / total;
console.log(`progress: ${(ratio * 100).toFixd(1)}%`);
