// With a fresh `{}` on the right, `??` / `||` reduce by subtype: a left side of required
// properties, a primitive or an array is absorbed (`{}`), an all-optional one absorbs the literal.
declare const count: number | undefined;
declare const order: { id: string; total: number } | undefined;
declare const tags: string[] | null;
declare const opts: { limit?: number } | undefined;
const a = count ?? {};
const b = order || {};
const c = tags ?? {};
const d = opts ?? {};
const n: number = a;
console.log(b.total, c.length, d.limit);
const s: string = d;
