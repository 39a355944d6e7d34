type Ok<T> = { ok: true; value: T };
type Err<E> = { ok: false; error: E };
type Result<T, E = string> = Ok<T> | Err<E>;
const ok = <T>(value: T): Ok<T> => ({ ok: true, value });
type Level = "info" | "warn";
function load(): Promise<Result<Level>> { return Promise.resolve(ok("info")); }
const p: Promise<Level> = Promise.resolve("warn");
const q: Promise<Level[]> = Promise.resolve(["warn"]);
function id<T>(x: T): T { return x; }
const z: Result<Level> = id(ok("info"));
console.log(load(), p, q, z);
