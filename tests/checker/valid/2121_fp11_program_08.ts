function memoize<A extends string | number, R>(fn: (arg: A) => R) {
  const cache = new Map<A, R>();
  const wrapped = (arg: A): R => {
    if (cache.has(arg)) { wrapped.hits++; return cache.get(arg)!; }
    wrapped.misses++;
    const r = fn(arg);
    cache.set(arg, r);
    return r;
  };
  wrapped.hits = 0;
  wrapped.misses = 0;
  wrapped.reset = () => { cache.clear(); wrapped.hits = 0; wrapped.misses = 0; };
  return wrapped;
}

function fib(n: number): number { return n < 2 ? n : fastFib(n - 1) + fastFib(n - 2); }
const fastFib = memoize(fib);

function slugify(s: string) { return s.toLowerCase().trim().replace(/[^a-z0-9]+/g, "-"); }
slugify.separator = "-";
slugify.maxLength = 40;

const slug = memoize((s: string) => slugify(s).slice(0, slugify.maxLength));

console.log(fastFib(30), fastFib.hits > 0, fastFib.misses);
console.log(slug("Hello World!"), slug("Hello World!"), slug.hits, slug.misses);
slug.reset();
console.log(slug.hits + slug.misses, slugify.separator);

class Stats {
  private samples: number[] = [];
  add(...xs: number[]) { this.samples.push(...xs); return this; }
  get mean(): number { return this.samples.length ? this.samples.reduce((a, b) => a + b, 0) / this.samples.length : 0; }
}
const st = new Stats().add(fastFib.hits, fastFib.misses);
console.log(st.mean.toFixed(1));
