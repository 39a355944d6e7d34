function makeCounter(start = 0) {
  let n = start;
  return {
    inc: () => ++n,
    dec: () => --n,
    get: () => n,
  };
}
const cnt = makeCounter(10);
cnt.inc();
cnt.inc();
cnt.dec();
console.log(cnt.get());
