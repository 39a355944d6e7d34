const raw: [string, string][] = [["a", "1"]];
const m = new Map<string, number>(raw);
console.log(m.size);
