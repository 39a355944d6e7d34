// Comparing an optional chain with a value that is never nullish (=== / ==), or finding it unequal
// to null / undefined (!= null, !== undefined), means the chain was evaluated: every object along
// it is defined (tsc's narrowTypeByOptionalChainContainment). A property that is not a
// discriminant (one member has it, or every member gives it one type) narrows nothing by value.
interface Limits {
  concurrency?: number;
  retry?: { times?: number };
}
declare function throttle(fn: (n: number) => number, limit: number): (n: number) => number;

function run(step: (n: number) => number, limits?: Limits, fallback: Limits | null = null) {
  if (limits?.concurrency != null) step = throttle(step, limits.concurrency);
  if (null != limits?.concurrency) console.log(limits.concurrency + 1);
  if (limits?.concurrency === 4) console.log(limits.concurrency);
  if (limits?.concurrency == undefined) {
  } else console.log(limits.concurrency.toFixed(1));
  if (fallback?.retry?.times !== undefined) console.log(fallback.retry.times * 2);
  if (limits?.concurrency === null) console.log(limits.retry);
  return step(1);
}

function matches<T>(want: T, limits?: { pick?: T }) {
  if (limits?.pick === want) console.log(limits.pick);
}
console.log(run((n) => n + 1, { concurrency: 2 }), matches(1, { pick: 1 }));
