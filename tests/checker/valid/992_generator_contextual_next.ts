function drive(make: () => Generator<string, number, number>): number {
  const g = make();
  let r = g.next(0);
  let total = 0;
  while (!r.done) {
    total += r.value.length;
    r = g.next(total);
  }
  return r.value + total;
}
console.log(drive(function* () {
  const a = yield "one";
  const b = yield "three";
  return a + b;
}));
function* logger() {
  yield 1;
  void (yield 2);
  for (let i = 0; i < 2; yield i, i++) {}
}
console.log([...logger()]);
