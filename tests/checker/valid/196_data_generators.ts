function* fibSeq(): Generator<number, void, unknown> {
  let [a, b] = [0, 1];
  while (true) {
    yield a;
    [a, b] = [b, a + b];
  }
}
const firstTen: number[] = [];
for (const f of fibSeq()) {
  if (firstTen.length >= 10) break;
  firstTen.push(f);
}
console.log(firstTen);
