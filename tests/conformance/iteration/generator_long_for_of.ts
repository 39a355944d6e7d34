// A for-of, a destructuring and a nested for-of over generators of 300,000 steps each: each step
// gives back the stack it used (a leak of one frame per step once ran VMs out of memory; this
// program runs with an 8 MiB cap, NAME.flags, which the leak exceeded after ~100,000 steps).
function* count(n: number): Generator<number> {
  for (let i = 0; i < n; i++) yield i;
}
let sum = 0;
for (const x of count(300_000)) sum += x;
console.log(sum);
const [a, b, ...rest] = count(300_000);
console.log(a, b, rest.length);
function* pairs(n: number): Generator<[number, number]> {
  for (const i of count(n)) yield [i, i * i];
}
let last: [number, number] = [0, 0];
for (const p of pairs(300_000)) last = p;
console.log(last);
