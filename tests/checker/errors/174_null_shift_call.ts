const queue: string[] = ["a", "b"];
const next = queue.shift();
console.log(next.toUpperCase());
