// A for-of, a spread and a destructuring over generators of a million steps: each step gives back
// the stack it used (a leak of one frame per step once ran a 64 MiB VM out of memory).
function* count(n: number): Generator<number> {
  for (let i = 0; i < n; i++) yield i;
}
let sum = 0;
for (const x of count(1_000_000)) sum += x;
console.log(sum);
const [a, b, ...rest] = count(300_000);
console.log(a, b, rest.length);
function* pairs(n: number): Generator<[number, number]> {
  for (const i of count(n)) yield [i, i * i];
}
let last: [number, number] = [0, 0];
for (const p of pairs(500_000)) last = p;
console.log(last);
