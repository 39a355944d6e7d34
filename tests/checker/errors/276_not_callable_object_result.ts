function makeCounter() {
  let n = 0;
  return { value: n, inc: () => ++n };
}
const c = makeCounter();
c.value();
