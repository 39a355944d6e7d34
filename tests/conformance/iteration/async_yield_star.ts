// yield* inside async generators: async iterables (results awaited), sync iterables (values awaited), next(v)/throw/return passed on, the return value.
async function* inner() { yield 1; yield Promise.resolve(2); const r = yield 3; return "inner-done:" + r; }
async function* outer() { const v = yield* inner(); yield "got " + v; yield* [10, Promise.resolve(20)]; return "outer-done"; }
(async () => {
  const g = outer();
  console.log(await g.next(), await g.next(), await g.next(), await g.next("sent"), await g.next(), await g.next(), await g.next(), await g.next());
  const log: string[] = [];
  async function* src() { try { yield "a"; yield "b"; } finally { log.push("src finally"); } }
  async function* wrap() { try { yield* src(); } finally { log.push("wrap finally"); } }
  const w = wrap();
  console.log(await w.next(), await w.return("early"), await w.next(), log);
  async function* thrower() { try { yield 1; } catch (e) { yield "caught " + e; } }
  async function* wrap2() { yield* thrower(); }
  const t = wrap2();
  console.log(await t.next(), await t.throw("boom"), await t.next());
  const custom = { [Symbol.asyncIterator]() { let i = 0; return { next(v: any) { i++; return Promise.resolve({ value: "c" + i + ":" + v, done: i > 2 }); } }; } };
  async function* wrap3() { const r = yield* custom as any; yield "end " + r; }
  for await (const x of wrap3()) console.log(x);
  async function* noThrow() { yield* { [Symbol.asyncIterator]() { return { next() { return { value: 1, done: false }; } }; } } as any; }
  const nt = noThrow();
  await nt.next();
  try { await nt.throw(new Error("x")); } catch (e) { console.log(String(e)); }
})();
