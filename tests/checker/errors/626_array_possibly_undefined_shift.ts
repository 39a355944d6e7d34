const queue: number[] = [1, 2];
const next: number = queue.shift();
console.log(next);
