type Ok<T> = { readonly ok: true; readonly value: T };
type Err<E> = { readonly ok: false; readonly error: E };
type Result<T, E = Error> = Ok<T> | Err<E>;

function isOk<T, E>(r: Result<T, E>): r is Ok<T> {
  return r.ok;
}

function get<T, E>(r: Result<T, E>): T {
  if (isOk(r)) return r.value;
  return r.value;
}

function isString(x: unknown): x is string {
  return typeof x === "string";
}

function size<T>(x: T | string): number {
  if (isString(x)) return x.size;
  return 0;
}
console.log(get, size);
