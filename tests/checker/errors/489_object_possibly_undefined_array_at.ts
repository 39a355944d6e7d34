const queue = [3, 1, 2];
const last = queue.at(-1);
console.log(last.toFixed(1));
