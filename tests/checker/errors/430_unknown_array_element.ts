const results: unknown[] = JSON.parse("[1, 2]");
const first = results[0].toFixed(2);
console.log(first);
