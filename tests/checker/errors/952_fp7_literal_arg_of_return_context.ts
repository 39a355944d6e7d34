type Ok<T> = { ok: true; value: T };
type Err<E> = { ok: false; error: E };
type Result<T, E = string> = Ok<T> | Err<E>;
const ok = <T>(value: T): Ok<T> => ({ ok: true, value });
const r2: Result<1 | 2> = ok(2);
const box = <T>(v: T) => ({ v });
const b1: { v: "x" | "y" } = box("x");
const b2: { v: "x" | "y" } = box("z");
function wrap<T>(v: T): T[] { return [v]; }
const w1: ("on" | "off")[] = wrap("on");
const w2: ("on" | "off")[] = wrap("up");
console.log(r2, b1, b2, w1, w2);
