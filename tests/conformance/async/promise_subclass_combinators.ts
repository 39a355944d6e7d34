// Promise subclasses and the combinators taking their constructor from `this` (NewPromiseCapability(C)),
// C.resolve looked up once, then() invoked on each element, species in then/finally, withResolvers.
const log: string[] = [];

class Tracked<T> extends Promise<T> {
  static made = 0;
  constructor(executor: (resolve: (v: T | PromiseLike<T>) => void, reject: (e?: unknown) => void) => void) {
    super(executor);
    Tracked.made++;
  }
}

async function main() {
  // a subclass instance, its then() derives through Symbol.species
  const t = new Tracked<number>((r) => r(1));
  const d = t.then((v) => v + 1);
  console.log("then keeps the subclass:", d instanceof Tracked, await d, Tracked.made);

  // combinators called on a subclass give a subclass instance
  const all = Tracked.all([1, Promise.resolve(2), 3]);
  console.log("all:", all instanceof Tracked, await all);
  const settled = Tracked.allSettled([Promise.reject(new Error("no")), 5]);
  console.log("allSettled:", settled instanceof Tracked, JSON.stringify((await settled).map((r) => r.status)));
  const any = Tracked.any([Promise.reject(1), Promise.resolve(7)]);
  console.log("any:", any instanceof Tracked, await any);
  const race = Tracked.race([new Promise((r) => setTimeout(() => r("slow"), 5)), "fast"]);
  console.log("race:", race instanceof Tracked, await race);

  // C.resolve is read once per call and called with C as this for every element
  let reads = 0, calls = 0;
  const C: any = function (this: unknown, ex: any) { return new Promise(ex); };
  Object.defineProperty(C, "resolve", {
    get() {
      reads++;
      return function (this: unknown, v: unknown) {
        calls++;
        log.push("resolve this is C: " + (this === C));
        return Promise.resolve(v);
      };
    },
  });
  const r = await Promise.all.call(C, [1, 2, 3]);
  console.log("C.resolve reads:", reads, "calls:", calls, r, log[0]);

  // each element's then is invoked through a property lookup
  const thenable = Promise.resolve(9);
  let thenCalls = 0;
  (thenable as any).then = function (this: Promise<number>, a: any, b: any) {
    thenCalls++;
    return Promise.prototype.then.call(this, a, b);
  };
  console.log("custom then:", await Promise.all([thenable, thenable]), thenCalls);

  // the resolve element functions are separate, each callable once
  const fns: any[] = [];
  const grab: any = { then(f: any) { fns.push(f); } };
  const passThrough: any = function (ex: any) { return new Promise(ex); };
  passThrough.resolve = (v: unknown) => v;
  const p = Promise.all.call(passThrough, [grab, grab]);
  console.log("element functions distinct:", fns.length, fns[0] !== fns[1], fns[0].length, fns[0].name === "");
  fns[0]("a");
  fns[0]("again");
  fns[1]("b");
  console.log("values:", await p);

  // not a constructor as this: a TypeError thrown synchronously
  try {
    Promise.all.call(undefined as any, []);
  } catch (e) {
    console.log("all on undefined:", (e as Error).constructor.name);
  }
  // C.resolve not callable: the result is rejected
  const bad: any = function (ex: any) { return new Promise(ex); };
  bad.resolve = 42;
  await Promise.race.call(bad, [1]).then(
    () => console.log("race: fulfilled?"),
    (e: Error) => console.log("race rejected:", e.constructor.name),
  );

  // an iterator whose step throws is not closed; one whose resolve throws is closed
  let closed = 0;
  const iter = (fail: "next" | "resolve") => ({
    [Symbol.iterator]() {
      return {
        next() {
          if (fail === "next") throw new Error("next failed");
          return { value: 1, done: false };
        },
        return() {
          closed++;
          return {};
        },
      };
    },
  });
  await Promise.all(iter("next")).catch((e: Error) => console.log("step error:", e.message, "closed", closed));
  const failing: any = function (ex: any) { return new Promise(ex); };
  failing.resolve = () => { throw new Error("resolve failed"); };
  await Promise.all.call(failing, iter("resolve")).catch((e: Error) => console.log("resolve error:", e.message, "closed", closed));

  // withResolvers
  const wr = (Promise as any).withResolvers();
  console.log("withResolvers keys:", Object.keys(wr).join(","), wr.promise instanceof Promise);
  wr.resolve("done");
  console.log("withResolvers value:", await wr.promise);
  const wr2 = (Tracked as any).withResolvers();
  console.log("withResolvers on subclass:", wr2.promise instanceof Tracked);
  wr2.reject(new Error("x"));
  await wr2.promise.catch((e: Error) => console.log("rejected with", e.message));

  // finally uses the species constructor and C.resolve
  const f = new Tracked<number>((res) => res(3)).finally(() => log.push("finally ran"));
  console.log("finally keeps the subclass:", f instanceof Tracked, await f, log.includes("finally ran"));

  // Promise.resolve returns its argument only when its constructor is this
  const own = new Promise(() => {});
  console.log("resolve same:", Promise.resolve(own) === own, Tracked.resolve(own) === own);
  const sub = Tracked.resolve(4);
  console.log("Tracked.resolve:", sub instanceof Tracked, Tracked.resolve(sub) === sub);
  console.log("Tracked.reject:", Tracked.reject(1).catch(() => 0) instanceof Tracked);
}

main();
