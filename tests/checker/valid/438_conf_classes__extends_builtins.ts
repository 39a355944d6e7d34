// Extending Error, Array and Map.
class HttpError extends Error {
  constructor(public status: number, msg: string) { super(msg); this.name = "HttpError"; }
}
const e = new HttpError(404, "not found");
console.log(e instanceof HttpError, e instanceof Error, e.name, e.message, e.status, String(e));
class Stack<T> extends Array<T> {
  peek() { return this[this.length - 1]; }
}
const s = new Stack<number>();
s.push(1, 2, 3);
console.log(s.peek(), s.length, Array.isArray(s), s instanceof Stack);
class DefaultMap extends Map<string, number> {
  get(k: string) { return super.get(k) ?? 0; }
}
const dm = new DefaultMap([["a", 1]]);
console.log(dm.get("a"), dm.get("zz"), dm.size, dm instanceof Map);
