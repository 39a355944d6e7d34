function* fib(): Generator<number, never, unknown> {
  let [a, b] = [0, 1];
  while (true) {
    yield a;
    [a, b] = [b, a + b];
  }
}
function take<T>(it: Iterable<T>, n: number): T[] {
  const out: T[] = [];
  if (n <= 0) return out;
  for (const x of it) {
    out.push(x);
    if (out.length >= n) break;
  }
  return out;
}
console.log(take(fib(), 10));
const entries = new Map([["a", 1], ["b", 2]]).entries();
const e1 = entries.next();
if (!e1.done) console.log(e1.value[0], e1.value[1] + 1);
const keys: IterableIterator<string> = new Map<string, number>([["k", 1]]).keys();
console.log([...keys]);
const gen = fib();
console.log(gen.return(undefined as never).done);
function* withFinally() {
  try {
    yield 1;
    yield 2;
  } finally {
    console.log("cleanup");
  }
}
for (const v of withFinally()) {
  console.log(v);
  break;
}
const w = withFinally();
w.next();
console.log(w.throw === undefined);
