// Arrays used as queues: shift with pushes in between, unshift after shifts, splice and
// indexing on a shifted array, a breadth-first search, and sealed/frozen arrays refusing.
const q: number[] = [];
let sum = 0;
for (let i = 0; i < 5000; i++) {
  q.push(i, i + 1);
  sum += q.shift()!;
}
console.log(q.length, sum, q[0], q[q.length - 1], q.slice(0, 4));

const r = [1, 2, 3, 4, 5, 6, 7, 8];
r.shift();
r.shift();
r.unshift(0);
console.log(r, r.length, r.indexOf(5), r.at(-1));
r.splice(1, 2, 9, 9, 9);
r.shift();
console.log(r, [...r].reverse(), r.concat([10]));
while (r.length) r.shift();
r.push(42);
console.log(r, r.length, r.shift(), r.shift(), r.length);

// breadth-first search over a grid with a shift-drained queue
const size = 60;
const dist: number[] = new Array(size * size).fill(-1);
const queue: number[] = [0];
dist[0] = 0;
while (queue.length > 0) {
  const cell = queue.shift()!;
  const x = cell % size, y = Math.floor(cell / size);
  for (const [dx, dy] of [[1, 0], [-1, 0], [0, 1], [0, -1]]) {
    const nx = x + dx, ny = y + dy;
    if (nx < 0 || ny < 0 || nx >= size || ny >= size || (nx % 7 === 3 && ny % 5 !== 0)) continue;
    const next = ny * size + nx;
    if (dist[next] === -1) {
      dist[next] = dist[cell] + 1;
      queue.push(next);
    }
  }
}
console.log(dist[size * size - 1], dist.filter((d) => d === -1).length);

const sealed = Object.seal([1, 2, 3]);
try {
  sealed.shift();
} catch (e) {
  console.log((e as Error).message, sealed);
}
const frozen = Object.freeze([1, 2]);
try {
  (frozen as number[]).shift();
} catch (e) {
  console.log((e as Error).message, frozen);
}
const big: string[] = [];
for (let i = 0; i < 100; i++) big.push("s" + i);
for (let i = 0; i < 60; i++) big.shift();
big.length = 45;
console.log(big.length, big[0], big[39], big[40], JSON.stringify(big.slice(38)));
