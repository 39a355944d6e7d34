// Array iterators: keys/values/entries, manual next(), iterators over holes, live length.
const a = ["x", , "z"];
const it = a.values();
console.log(it.next(), it.next(), it.next(), it.next(), it.next());
console.log([...a.keys()], [...a.values()], [...a.entries()]);
const e = a.entries();
console.log(e.next().value, e.next(), [...e]);
const grow = [1, 2];
const seen: number[] = [];
for (const x of grow) { seen.push(x); if (grow.length < 5) grow.push(x * 10); }
console.log(seen);
console.log(Object.prototype.toString.call([].values()), [].keys().toString());
