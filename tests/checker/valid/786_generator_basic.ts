function* range(start: number, end: number, step = 1) {
  for (let i = start; i < end; i += step) yield i;
}
const xs = [...range(0, 5)];
console.log(xs.map((x) => x * 2).join(","));
for (const n of range(1, 4)) console.log(n.toFixed(1));
const it = range(0, 3);
const first = it.next();
if (!first.done) console.log(first.value + 1);
console.log(Array.from(range(0, 3), (v) => v * v));
