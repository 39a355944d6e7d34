type Ok<T> = { ok: true; value: T };
type Err<E> = { ok: false; error: E };
type Result<T, E = string> = Ok<T> | Err<E>;
const ok = <T>(value: T): Ok<T> => ({ ok: true, value });
const err = <E>(error: E): Err<E> => ({ ok: false, error });
const r1: Result<number[]> = ok([]);
const r2: Result<"a" | "b"> = ok("a");
const r3: Result<1 | 2, Error> = Math.random() > 2 ? ok(1) : err(new Error("x"));
function f(): Result<{ n: number }> { return Math.random() > 2 ? err("bad") : ok({ n: 1 }); }
async function g(): Promise<Result<"on" | "off">> { return ok("on"); }
const box = <T>(v: T) => ({ v });
const b1: { v: "x" | "y" } = box("x");
function wrap<T>(v: T): T[] { return [v]; }
const w1: ("on" | "off")[] = wrap("on");
console.log(r1, r2, r3.ok, f(), g(), b1, w1);
