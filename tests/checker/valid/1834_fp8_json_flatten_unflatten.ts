type Json = string | number | boolean | null | Json[] | { [k: string]: Json };
type Flat = Record<string, string | number | boolean | null>;

function flatten(v: Json, prefix = ""): Flat {
  if (v === null || typeof v !== "object") return prefix ? { [prefix]: v } : {};
  const entries: Array<[string, Json]> = Array.isArray(v) ? v.map((x, i) => [String(i), x]) : Object.entries(v);
  if (entries.length === 0) return {};
  return entries.reduce<Flat>((acc, [k, x]) => Object.assign(acc, flatten(x, prefix ? `${prefix}.${k}` : k)), {});
}

function unflatten(flat: Flat): Json {
  const root: { [k: string]: Json } = {};
  for (const [path, value] of Object.entries(flat)) {
    const keys = path.split(".");
    let cur: Json = root;
    keys.forEach((k, i) => {
      const last = i === keys.length - 1;
      const nextIsIndex = !last && /^\d+$/.test(keys[i + 1]);
      if (Array.isArray(cur)) {
        const idx = Number(k);
        if (last) cur[idx] = value;
        else cur = cur[idx] ??= nextIsIndex ? [] : {};
      } else if (cur !== null && typeof cur === "object") {
        if (last) cur[k] = value;
        else cur = cur[k] ??= nextIsIndex ? [] : {};
      }
    });
  }
  return root;
}

function countBy(v: Json): Record<"string" | "number" | "boolean" | "null" | "array" | "object", number> {
  const counts = { string: 0, number: 0, boolean: 0, null: 0, array: 0, object: 0 };
  const visit = (x: Json): void => {
    if (x === null) counts.null++;
    else if (Array.isArray(x)) { counts.array++; x.forEach(visit); }
    else if (typeof x === "object") { counts.object++; Object.values(x).forEach(visit); }
    else counts[typeof x as "string" | "number" | "boolean"]++;
  };
  visit(v);
  return counts;
}

const data: Json = { id: 7, tags: ["a", "b"], owner: { name: "Ada", langs: [{ n: "ts", y: 5 }, { n: "c", y: null }] }, ok: true, empty: [] };
const flat = flatten(data);
console.log(flat);
console.log(JSON.stringify(unflatten(flat)));
console.log(countBy(data));
const longest = Object.keys(flat).reduce((a, b) => (b.split(".").length > a.split(".").length ? b : a));
console.log(longest);
