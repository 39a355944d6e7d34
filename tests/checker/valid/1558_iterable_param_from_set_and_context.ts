// A generic helper over Iterable<T> (Iterable has TReturn and TNext too): T comes from the
// argument (an array, a Set, a Map, a string, a generator), also where the call has a context
// (the right side of ??, contextually typed by the left side's string | undefined).
function firstOf<T>(items: Iterable<T>, fallback: T): T {
  for (const item of items) return item;
  return fallback;
}

function* ids(): Generator<number, void, unknown> {
  yield 7;
  yield 9;
}

const cache = new Map<string, string>([["greeting", "hello"]]);
const tags = new Set(["urgent", "billing"]);
const names = ["ada", "bob"];

const label: string = cache.get("missing") ?? firstOf(tags, "none");
const owner: string = cache.get("owner") ?? firstOf(names, "nobody");
const letter: string = cache.get("letter") ?? firstOf("xyz", "?");
const firstId: number = firstOf(ids(), -1);
const entry: [string, string] = firstOf(cache, ["", ""]);
const fromSetCopy = cache.get("k") ?? firstOf(Array.from(new Set(["p", "q"])), "r");
const upper: string = fromSetCopy.toUpperCase();

console.log(label, owner, letter, firstId, entry.join("="), upper);
