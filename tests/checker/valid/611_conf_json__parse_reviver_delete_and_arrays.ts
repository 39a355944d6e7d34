// Reviver returning undefined deletes object keys but leaves array holes; holder objects.
const out = JSON.parse('{"keep":1,"drop":2,"arr":[1,2,3]}', (k, v) => (k === "drop" || k === "1" ? undefined : v));
console.log(out, out.arr.length, 1 in out.arr);
const types: string[] = [];
JSON.parse('[{"a":[true,null]}]', (k, v) => { types.push(`${k}:${v === null ? "null" : Array.isArray(v) ? "array" : typeof v}`); return v; });
console.log(types.join(" "));
