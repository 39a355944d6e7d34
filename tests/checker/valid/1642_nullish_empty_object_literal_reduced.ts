// `x ?? {}` and `x || {}` unite their sides with subtype reduction: an empty object literal is a
// subtype of an index-signature or all-optional type and disappears, so `m.groups ?? {}` is
// `{ [key: string]: string; }` and its properties can be read.
const m = /(?<key>\w+)=(?<value>\d+)/.exec("retries=3");
const g = m?.groups ?? {};
console.log(g.key, Number(g.value) + 1);
interface Opts { retries?: number; verbose?: boolean }
function run(opts?: Opts) {
  const o = opts ?? {};
  const { retries = 1, verbose } = o;
  return `${o.retries ?? retries} ${verbose === true}`;
}
const cache: Record<string, Record<string, number> | undefined> = { a: { hits: 2 } };
const stats = cache.b || {};
stats.hits = (stats.hits ?? 0) + 1;
const words = "a b a".split(" ").reduce((acc, w) => ({ ...acc, [w]: (acc[w] ?? 0) + 1 }), cache.a ?? {});
console.log(run(), run({ retries: 4 }), stats.hits, words);
