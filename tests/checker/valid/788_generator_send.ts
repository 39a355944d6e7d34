function* accumulator(): Generator<number, void, number> {
  let sum = 0;
  while (true) {
    const x = yield sum;
    sum += x;
    if (sum > 10) return;
  }
}
const acc = accumulator();
acc.next(0);
console.log(acc.next(4).value, acc.next(5).value);
const done = acc.next(7);
console.log(done.done);
