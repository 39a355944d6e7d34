type Ok<T> = { readonly ok: true; readonly value: T };
type Err<E> = { readonly ok: false; readonly error: E };
type Result<T, E = Error> = Ok<T> | Err<E>;

function isOk<T, E>(r: Result<T, E>): r is Ok<T> {
  return r.ok;
}
function isErr<T, E>(r: Result<T, E>): r is Err<E> {
  return !r.ok;
}
function assertOk<T, E>(r: Result<T, E>): asserts r is Ok<T> {
  if (!r.ok) throw new Error("not ok");
}

function a<T, E>(r: Result<T, E>): T | E {
  if (isOk(r)) return r.value;
  return r.error;
}
function b<T, E>(r: Result<T, E>): E | undefined {
  if (!isErr(r)) {
    const v: T = r.value;
    console.log(v);
    return undefined;
  }
  return r.error;
}
function c<T>(r: Result<T>): T {
  assertOk(r);
  return r.value;
}
function isString(x: unknown): x is string {
  return typeof x === "string";
}
function d<T>(x: T | string): number {
  if (isString(x)) return x.length;
  const y: T = x;
  console.log(y);
  return 0;
}
class Box<T> {
  constructor(readonly v: T | null) {}
  has(): this is { v: T } {
    return this.v !== null;
  }
}
function e<T>(bx: Box<T>): T | undefined {
  return bx.has() ? bx.v : undefined;
}
console.log(a, b, c, d, e);
