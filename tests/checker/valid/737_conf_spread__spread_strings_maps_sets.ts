// Spreading strings (by code point), Maps (entries), Sets and iterators into arrays and calls.
const m = new Map([["a", 1], ["b", 2]]);
const s = new Set("hello");
console.log([..."a😀b"], [...m], [...m.keys()], [...s], Math.max(...m.values()), String.fromCodePoint(...[..."hi"].map((c) => c.codePointAt(0)! + 1)));
console.log(new Map([...m].map(([k, v]) => [k.toUpperCase(), v * 10])), new Set([...s].reverse()), { ...[..."ab"] });
