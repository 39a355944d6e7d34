// Map keeps insertion order; updating keeps position; delete+set moves to the end; forEach thisArg.
const m = new Map([["c", 3], ["a", 1], ["b", 2]]);
m.set("a", 10);
m.delete("c");
m.set("c", 30);
console.log([...m], Object.fromEntries(m), Array.from(m.values()));
m.forEach(function (this: any, v, k) { console.log(this.prefix + k, v); }, { prefix: "key:" });
const counts = new Map<string, number>();
for (const w of "the cat the dog the end".split(" ")) counts.set(w, (counts.get(w) ?? 0) + 1);
console.log(counts, [...counts].sort((x, y) => y[1] - x[1])[0]);
