const entries: [string, number][] = ["a", "b"].map((k, i) => [k, i]);
const m = new Map(entries);
console.log(m.get("b"));
