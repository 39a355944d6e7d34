function* ids(prefix: string): Generator<string, number, undefined> {
  let count = 0;
  while (count < 3) {
    yield `${prefix}-${count}`;
    count++;
  }
  return count;
}
const g = ids("u");
let r = g.next();
while (!r.done) {
  console.log(r.value.toUpperCase());
  r = g.next();
}
console.log(r.value.toFixed(0));
function* evens(): IterableIterator<number> {
  for (let i = 0; i < 6; i += 2) yield i;
}
const total = [...evens()].reduce((a, b) => a + b, 0);
console.log(total);
function* letters(): Iterable<string> {
  yield "a";
  yield "b";
}
for (const l of letters()) console.log(l.repeat(2));
