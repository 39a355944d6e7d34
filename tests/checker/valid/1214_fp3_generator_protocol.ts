function* counter(start: number): Generator<number, string, number | undefined> {
  let n = start;
  try {
    while (n < start + 100) {
      const delta = yield n;
      n += delta ?? 1;
    }
    return "limit";
  } catch (e) {
    console.log("generator caught:", e instanceof Error ? e.message : e);
    return "thrown";
  } finally {
    console.log("cleanup at", n);
  }
}

const g = counter(10);
console.log(g.next());
console.log(g.next(5));
console.log(g.next());
console.log(g.return("early"));
console.log(g.next());

const g2 = counter(0);
g2.next();
const t = g2.throw(new Error("boom"));
console.log(t, g2.next());

function* inner(): Generator<string, number> {
  yield "a";
  yield "b";
  return 2;
}
function* outer(): Generator<string, string> {
  const n: number = yield* inner();
  yield `inner returned ${n}`;
  const more = yield* ["x", "y"];
  return `done ${typeof more}`;
}
const out: string[] = [];
const og = outer();
let step = og.next();
while (!step.done) {
  out.push(step.value);
  step = og.next();
}
console.log(out, "->", step.value);

function* fibGen(): Generator<number, void, boolean | undefined> {
  let [a, b] = [0, 1];
  for (;;) {
    const reset = yield a;
    if (reset) [a, b] = [0, 1];
    else [a, b] = [b, a + b];
  }
}
const fg = fibGen();
const seq = [fg.next().value, fg.next().value, fg.next().value, fg.next().value, fg.next(true).value, fg.next().value];
console.log(seq);
const lazy = (function* () {
  for (const w of "the lazy dog".split(" ")) yield w.length;
})();
console.log([...lazy], [...lazy]);
