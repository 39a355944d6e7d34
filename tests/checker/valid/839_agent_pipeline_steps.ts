type Step<I, O> = (input: I) => O | Promise<O>;
async function pipe<A, B, C>(a: A, f: Step<A, B>, g: Step<B, C>): Promise<C> {
  return g(await f(a));
}
const res = await pipe("  Hello World  ", (s) => s.trim(), async (s) => s.split(" ").length);
console.log(res);
